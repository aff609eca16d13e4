import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { OrderDetailResponse } from '@counterpart/domain/schemas/orders'
import { contactName } from '@counterpart/domain/schemas/contacts'
import { ReceiptHeader, ReceiptRow, VendorCredit } from '../../../components/receipt-parts.tsx'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useParentSale } from '../api/get-parent-sale.ts'

/** Terms are comma-separated entries, each printed as its own point (spec 002 §3). */
export function termPoints(terms: string): string[] {
  const text = terms.replace(/<[^>]*>/g, ' ')
  return text
    .split(',')
    .map((term) => term.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

function Rule() {
  const { billHrFontSize } = useConfigs()
  return <Box component="hr" sx={{ border: 0, borderTop: `${billHrFontSize || 1}px dashed #000`, my: 0.75 }} />
}

/** The terms as points and the vendor credit, unless the owner licence unlocks it (checked by the server). */
export function BillFooter({ terms }: { terms: string }) {
  const { billTermsFontSize } = useConfigs()
  const points = termPoints(terms)
  return (
    <Box sx={{ mt: 1 }}>
      {points.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2, fontSize: billTermsFontSize || 8 }}>
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </Box>
      )}
      <VendorCredit />
    </Box>
  )
}

/**
 * A sale or refund as printed (spec 001 §2, §4; spec 000 bill settings): the shop header, type,
 * transaction number and barcode, date and time, who, the lines, the totals, Paid or Due Till {date},
 * the print note, the terms and the footer. `mini` leaves out the barcode, notes and terms.
 */
export function SaleReceipt({ detail, mini = false }: { detail: OrderDetailResponse; mini?: boolean }) {
  const configs = useConfigs()
  const { money, date } = useFormatters()
  const { order, customer, due, payments } = detail
  const refund = order.refunding
  const align =
    configs.billtextFlow === 'text-left' ? 'left' : configs.billtextFlow === 'text-right' ? 'right' : 'center'
  const meta = { fontSize: configs.billDateTimeTransFontSize || 11 }
  const itemFont = configs.billItemFontSize || 11
  const qtyFont = configs.billItemQtyFontSize || 11
  const dueDate = order.dueDate ?? payments.find((payment) => !payment.status)?.dueDate ?? null
  const parentKey = useParentSale(refund ? order.parent_id : null).data

  return (
    <Box>
      <ReceiptHeader title={configs.billType ? (refund ? 'Refund Receipt' : 'Sale Receipt') : ''} />
      <Box sx={{ textAlign: align, ...meta }}>
        {configs.billRefrence && (
          <div>
            Transaction: <strong data-testid="receipt-key">{order.key}</strong>
          </div>
        )}
        {refund && parentKey && <div>Refund of sale: {parentKey}</div>}
        {configs.billDateTime && <div>{date(order.created_at)}</div>}
        {configs.billBy && order.by && <div>By: {order.by}</div>}
        {customer && <div>Customer: {contactName(customer)}</div>}
      </Box>
      {configs.billBarcode && !mini && (
        <Box sx={{ textAlign: 'center', my: 0.5 }}>
          <Box component="img" src={order.barcode} alt={`Barcode ${order.key}`} sx={{ maxWidth: '100%', height: 48 }} />
        </Box>
      )}
      <Rule />
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: itemFont }}>
        <tbody>
          {order.items.map((item) => {
            const unit = (item.data as { unitOfMeasure?: unknown } | null)?.unitOfMeasure
            return (
              <tr key={item.id}>
                <Box component="td" sx={{ py: 0.25, pr: 0.5 }}>
                  {item.name}
                  {item.discount > 0 && ` (-${item.discount}%)`}
                  <Box component="div" sx={{ fontSize: qtyFont }}>
                    {item.qty}
                    {configs.billItemUnit && typeof unit === 'string' && unit ? ` ${unit}` : ''} x {money(item.price)}
                  </Box>
                </Box>
                <Box component="td" sx={{ textAlign: 'right', verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                  {money(item.subTotal)}
                </Box>
              </tr>
            )
          })}
        </tbody>
      </Box>
      <Rule />
      <ReceiptRow label={`Sub total (${order.totalItems} items)`}>{money(order.subTotal)}</ReceiptRow>
      {order.shippingAmount > 0 && <ReceiptRow label="Shipping">{money(order.shippingAmount)}</ReceiptRow>}
      <ReceiptRow label={`${refund ? 'Tax fall' : 'Tax'} (${order.taxRate}%)`}>{money(order.taxAmount)}</ReceiptRow>
      <ReceiptRow label={`${refund ? 'Reversed discount' : 'Discount'} (${order.discountRate}%)`}>
        - {money(order.discountedAmount)}
      </ReceiptRow>
      <ReceiptRow label={refund ? 'Total refund' : 'Total'} strong>
        {money(order.totalAmount)}
      </ReceiptRow>
      {refund && order.cancelledDue > 0 && (
        <ReceiptRow label="Taken off the amount due">{money(order.cancelledDue)}</ReceiptRow>
      )}
      <Typography sx={{ textAlign: 'center', fontWeight: 700, mt: 0.5 }} data-testid="receipt-status">
        {due > 0
          ? `Due Till ${dueDate ? date(dueDate) : ''} (${money(due)})`
          : refund && order.cancelledDue > 0
            ? 'Settled'
            : 'Paid'}
      </Typography>
      {!mini && order.printNote && (
        <Typography sx={{ fontSize: itemFont, mt: 0.5, whiteSpace: 'pre-line' }}>{order.printNote}</Typography>
      )}
      <BillFooter terms={mini ? '' : refund ? configs.refundTerms : configs.saleTerms} />
    </Box>
  )
}
