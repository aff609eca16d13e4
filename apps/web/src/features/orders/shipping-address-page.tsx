import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { contactName } from '@counterpart/domain/schemas/contacts'
import { Trans, useTranslation } from 'react-i18next'
import { pathOf } from '../../lib/paths.ts'
import { PrintLayout } from '../../components/print-layout.tsx'
import { Ltr } from '../../components/receipt-parts.tsx'
import { useConfigs } from '../../lib/app-configuration.ts'
import { useOrder } from '../../lib/queries/order.ts'
import { useIdParam } from '../../lib/use-id-param.ts'

/** print/shipping-address/{id} (ShippingAddress): the shipping card of a sale, to stick on the parcel. */
export function ShippingAddressPage() {
  const { t } = useTranslation('orders')
  const order = useOrder(useIdParam())
  const configs = useConfigs()
  const data = order.data
  const recipient = data ? data.order.shippingRecipient || (data.customer ? contactName(data.customer) : '') : ''
  const info = data ? data.order.shippingInfo || data.customer?.address || '' : ''
  return (
    <PrintLayout backTo={pathOf('TransactionMain')}>
      {order.isPending && <CircularProgress aria-label={t('orders:shipping.loading')} />}
      {order.isError && <Alert severity="error">{t('orders:detail.loadFailed')}</Alert>}
      {data && (
        <Box sx={{ border: '2px solid #000', p: 1.5 }}>
          <Typography sx={{ fontSize: 10, textTransform: 'uppercase' }}>{t('orders:shipping.shipTo')}</Typography>
          <Typography sx={{ fontSize: 18, fontWeight: 700 }} data-testid="shipping-recipient">
            {recipient || '—'}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', fontSize: 14, mb: 1 }}>
            {info || t('orders:shipping.noAddress')}
          </Typography>
          {data.customer?.phone && (
            <Typography sx={{ fontSize: 12 }}>
              <Trans
                i18nKey="orders:shipping.phone"
                values={{ phone: data.customer.phone }}
                components={{ ltr: <Ltr>{null}</Ltr> }}
              />
            </Typography>
          )}
          <Box
            component="img"
            src={data.order.barcode}
            alt={t('orders:shipping.barcode', { key: data.order.key })}
            sx={{ height: 44, maxWidth: '100%', mt: 1 }}
          />
          <Box sx={{ borderTop: '1px dashed #000', mt: 1, pt: 1, fontSize: 11 }}>
            <Trans i18nKey="orders:shipping.from" values={{ shop: configs.site_name }} components={{ b: <strong /> }} />
            {[configs.address_1, configs.address_2, configs.address_3].filter(Boolean).map((line) => (
              <div key={line}>
                <bdi>{line}</bdi>
              </div>
            ))}
            {configs.phone && (
              <div>
                <Ltr>{configs.phone}</Ltr>
              </div>
            )}
          </Box>
        </Box>
      )}
    </PrintLayout>
  )
}
