import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { uploadUrl } from '../../../lib/upload-url.ts'

/**
 * The shop's header on a printed report (DESIGN, Print: A4 documents carry the shop's header): the logo
 * (the bill logo, else the app logo), the name, the address lines and the phone, from the settings. On
 * paper only; the screen already shows whose shop it is.
 */
export function ShopLetterhead() {
  const { t } = useTranslation('reports')
  const configs = useConfigs()
  const logo = uploadUrl(configs.logoBill || configs.logo)
  const address = [configs.address_1, configs.address_2, configs.address_3].filter((line) => line?.trim())
  return (
    <Box
      className="report-letterhead"
      role="group"
      aria-label={t('reports:heading.shopHeader')}
      sx={{
        display: 'none',
        '@media print': { display: 'flex' },
        alignItems: 'center',
        gap: 2,
        pb: 1,
        mb: 2,
        borderBottom: '1px solid #000',
      }}
    >
      {logo && (
        <Box
          component="img"
          src={logo}
          alt={t('reports:heading.logo', { name: configs.site_name })}
          sx={{ maxHeight: 64, maxWidth: 200, objectFit: 'contain' }}
        />
      )}
      <Box>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: 18, lineHeight: 1.3 }}>
          {configs.site_name}
        </Typography>
        {address.map((line) => (
          <Typography key={line} component="p" variant="body2">
            {/* Each line keeps its own direction: "1 Main Street" stays so in a right-to-left shop. */}
            <bdi>{line}</bdi>
          </Typography>
        ))}
        {configs.phone && (
          <Typography component="p" variant="body2">
            <bdi>{configs.phone}</bdi>
          </Typography>
        )}
      </Box>
    </Box>
  )
}
