import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Trans, useTranslation } from 'react-i18next'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useOfflineSaleInfo } from '../api/get-offline-sale.ts'

/**
 * The note on a sale a till made offline (issue 18): which till, when it was sold and when it arrived,
 * and the lines sold at a price the catalogue no longer had then. Nothing for a sale made online.
 */
export function OfflineSaleNote({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders')
  const info = useOfflineSaleInfo(orderId).data
  const { dateTime, money } = useFormatters()
  if (!info) return null
  return (
    <Alert severity={info.priceChanges.length > 0 ? 'warning' : 'info'} aria-label={t('orders:offline.label')}>
      <AlertTitle>
        <Trans
          i18nKey="orders:offline.title"
          values={{ till: info.till, at: dateTime(info.soldAt) }}
          components={{ b: <bdi /> }}
        />
      </AlertTitle>
      <Typography variant="body2">{t('orders:offline.received', { at: dateTime(info.receivedAt) })}</Typography>
      {info.priceChanges.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('orders:offline.priceChanges')}
          </Typography>
          <Box component="ul" sx={{ my: 0, pl: 2.5 }}>
            {info.priceChanges.map((change) => (
              <Typography component="li" variant="body2" key={change.product_id}>
                {t('orders:offline.priceChange', {
                  name: change.name,
                  sold: money(change.soldPrice),
                  catalogue: money(change.catalogPrice),
                })}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Alert>
  )
}
