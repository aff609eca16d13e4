import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { contactName } from '@counterpart/domain/schemas/contacts'
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

  return (
    <RecordReceipt
      query={detail}
      record="purchase"
      backTo={orderId === undefined ? undefined : pathOf('PurchaseTransactionDetails', { id: orderId })}
      title="Purchase"
    >
      {({ order, supplier }) => (
        <>
          <ReceiptRow label="Transaction" ltr>
            {order.key}
          </ReceiptRow>
          {order.reference && (
            <ReceiptRow label="Reference" ltr>
              {order.reference}
            </ReceiptRow>
          )}
          <ReceiptRow label="Date" ltr>
            {dateTime(order.created_at)}
          </ReceiptRow>
          {order.by && <ReceiptRow label="By">{order.by}</ReceiptRow>}
          {supplier && (
            <>
              <ReceiptDivider />
              <Typography sx={{ fontWeight: 700, fontSize: 12 }}>Supplier</Typography>
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
            label="Purchased items"
            priceLabel="Cost"
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
          <ReceiptRow label="Net Cost" ltr>
            {money(order.subTotal)}
          </ReceiptRow>
          <ReceiptRow label={`Discount (${order.discountRate}%)`}>
            <Ltr>- {money(order.discountedAmount)}</Ltr>
          </ReceiptRow>
          <ReceiptRow label={`Tax (${order.taxRate}%)`}>
            <Ltr>+ {money(order.taxAmount)}</Ltr>
          </ReceiptRow>
          <ReceiptRow label="Total Payable" strong ltr>
            {money(order.totalAmount)}
          </ReceiptRow>
          {order.shippingAmount > 0 && (
            <ReceiptRow label="Shipping" ltr>
              {money(order.shippingAmount)}
            </ReceiptRow>
          )}
          <Typography sx={{ mt: 1, fontWeight: 700, textAlign: 'center' }}>
            {order.method ? (
              'Paid'
            ) : (
              <>
                Due Till <Ltr>{order.dueDate ? date(order.dueDate) : ''}</Ltr>
              </>
            )}
          </Typography>
          <Box
            component="img"
            src={order.barcode}
            alt={`Barcode ${order.key}`}
            sx={{ display: 'block', mx: 'auto', mt: 1, maxWidth: '100%', height: 48 }}
          />
          {points.length > 0 && (
            <Box component="ol" sx={{ pl: 2, mt: 1, mb: 0, fontSize: 9 }} aria-label="Purchase terms">
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
