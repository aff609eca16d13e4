import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, Outlet } from 'react-router'
import { useAppSession } from '../../lib/app-configuration.ts'
import { HOME_PATH, SIGNED_IN_HOME_PATH } from '../../lib/paths.ts'
import { useTranslation } from 'react-i18next'

export function ErrorLayout() {
  const { t } = useTranslation('shell')
  const { configs, autheried } = useAppSession()
  // The shop's reply address is the one staff already write to; without it, point to a person, not a void.
  const supportEmail = configs.reply_email || configs.from_email
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 600 }}>
        <Typography variant="overline" color="text.secondary">
          {configs.site_name}
        </Typography>
        <Outlet />
        <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
          <Button variant="contained" component={RouterLink} to={HOME_PATH}>
            {t('shell:topBar.home')}
          </Button>
          {autheried && (
            <Button component={RouterLink} to={SIGNED_IN_HOME_PATH}>
              {t('shell:sections.dashboard')}
            </Button>
          )}
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Typography variant="body2" color="text.secondary">
          {t('shell:errors.needHelp')}{' '}
          {supportEmail ? (
            <Link href={`mailto:${supportEmail}`}>
              <bdi>{supportEmail}</bdi>
            </Link>
          ) : (
            t('shell:errors.yourAdministrator')
          )}
          {configs.phone && (
            <>
              {' · '}
              <Link href={`tel:${configs.phone.replace(/[^\d+]/g, '')}`}>
                <bdi>{configs.phone}</bdi>
              </Link>
            </>
          )}
        </Typography>
      </Paper>
    </Box>
  )
}
