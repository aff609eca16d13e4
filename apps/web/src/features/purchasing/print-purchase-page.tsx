import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { contactName } from '@counterpart/domain/schemas/contacts'
import { Trans, useTranslation } from 'react-i18next'
import { pathOf } from '../../lib/paths.ts'
import { Ltr, ReceiptDivider, ReceiptItems, ReceiptRow, RecordReceipt } from '../../components/receipt-parts.tsx'
import { useConfigs } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useOrder } from '../../lib/queries/order.ts'
import { useIdParam } from '../../lib/use-id-param.ts'
import { purchaseLineCost } from '@counterpart/domain/schemas/orders'

/** Purchase terms are comma-separated entries, each printed as its own point (spec 002 §3). */
function termPoints(terms: string): string[] {
  if (!terms.trim()) return []
  const text = new DOMParser().parseFromString(terms, 'text/html').body.textContent ?? ''
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

/** print/purchase-invoice/{id} (route PrintPurchase): the order, its supplier, the terms as points and the footer. */
export function PrintPurchasePage() {
  const detail = useOrder(useIdParam())
  const { money, date, dateTime } = useFormatters()
  const { purhcaseTerms } = useConfigs()
  const orderId = detail.data?.order.id
  const points = termPoints(purhcaseTerms ?? '')
  const { t } = useTranslation('purchasing')

  return (
    <RecordReceipt
      query={detail}
      record="purchase"
      backTo={orderId === undefined ? undefined : pathOf('PurchaseTransactionDetails', { id: orderId })}
      title={t('purchasing:print.title')}
    >
      {({ order, supplier }) => (
        <>
          <ReceiptRow label={t('purchasing:print.transaction')} ltr>
            {order.key}
          </ReceiptRow>
          {order.reference && (
            <ReceiptRow label={t('purchasing:print.reference')} ltr>
              {order.reference}
            </ReceiptRow>
          )}
          <ReceiptRow label={t('purchasing:print.date')} ltr>
            {dateTime(order.created_at)}
          </ReceiptRow>
          {order.by && <ReceiptRow label={t('purchasing:print.by')}>{order.by}</ReceiptRow>}
          {supplier && (
            <>
              <ReceiptDivider />
              <Typography sx={{ fontWeight: 700, fontSize: 12 }}>{t('purchasing:detail.supplier')}</Typography>
              <Typography sx={{ fontSize: 11 }}>{contactName(supplier)}</Typography>
              {supplier.company && (
                <Typography sx={{ fontSize: 11 }}>
                  <bdi>{supplier.company}</bdi>
                </Typography>
              )}
              {[supplier.phone, supplier.email].filter(Boolean).map((line) => (
                <Typography key={line} sx={{ fontSize: 11 }}>
                  <Ltr>{line}</Ltr>
                </Typography>
              ))}
              {supplier.companyAddress && (
                <Typography sx={{ fontSize: 11 }}>
                  <bdi>{supplier.companyAddress}</bdi>
                </Typography>
              )}
            </>
          )}
          <ReceiptDivider />
          <ReceiptItems
            label={t('purchasing:detail.items')}
            priceLabel={t('purchasing:print.cost')}
            fontSize={11}
            items={order.items.map((item) => ({
              key: item.id,
              name: item.name,
              detail: item.sku ? <Ltr>{item.sku}</Ltr> : undefined,
              qty: item.qty,
              price: money(purchaseLineCost(item)),
              total: money(item.subTotal),
            }))}
          />
          <ReceiptDivider />
          <ReceiptRow label={t('purchasing:detail.netCost')} ltr>
            {money(order.subTotal)}
          </ReceiptRow>
          <ReceiptRow label={t('purchasing:detail.discount', { rate: order.discountRate })}>
            <Ltr>- {money(order.discountedAmount)}</Ltr>
          </ReceiptRow>
          <ReceiptRow label={t('purchasing:detail.tax', { rate: order.taxRate })}>
            <Ltr>+ {money(order.taxAmount)}</Ltr>
          </ReceiptRow>
          <ReceiptRow label={t('purchasing:detail.totalPayable')} strong ltr>
            {money(order.totalAmount)}
          </ReceiptRow>
          {order.shippingAmount > 0 && (
            <ReceiptRow label={t('purchasing:detail.shipping')} ltr>
              {money(order.shippingAmount)}
            </ReceiptRow>
          )}
          <Typography sx={{ mt: 1, fontWeight: 700, textAlign: 'center' }}>
            {order.method ? (
              t('purchasing:print.paid')
            ) : (
              <Trans
                i18nKey="purchasing:print.dueTill"
                values={{ date: order.dueDate ? date(order.dueDate) : '' }}
                components={{ b: <Ltr>{null}</Ltr> }}
              />
            )}
          </Typography>
          <Box
            component="img"
            src={order.barcode}
            alt={t('purchasing:detail.barcodeAlt', { key: order.key })}
            sx={{ display: 'block', mx: 'auto', mt: 1, maxWidth: '100%', height: 48 }}
          />
          {points.length > 0 && (
            <Box component="ol" sx={{ pl: 2, mt: 1, mb: 0, fontSize: 9 }} aria-label={t('purchasing:print.terms')}>
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </Box>
          )}
        </>
      )}
    </RecordReceipt>
  )
}
