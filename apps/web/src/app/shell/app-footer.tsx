import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useConfigs } from '../../lib/app-configuration.ts'

// Read once: a tab left open over New Year's Eve showing last year is harmless.
const YEAR = new Date().getFullYear()

export function AppFooter() {
  const { t } = useTranslation('shell')
  const { site_name, version } = useConfigs()
  return (
    <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {/* One run in the reading order of its words, "© 2026" not "2026 ©", on a right-to-left page too. */}
        <bdi>{t('shell:footer.line', { year: YEAR, site: site_name, version })}</bdi>
      </Typography>
    </Box>
  )
}
