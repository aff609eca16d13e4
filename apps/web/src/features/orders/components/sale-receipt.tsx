import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { OrderDetailResponse } from '@counterpart/domain/schemas/orders'
import { contactName } from '@counterpart/domain/schemas/contacts'
import { Trans } from 'react-i18next'
import { usePaperText, usePaperTranslation } from '../../../lib/i18n/paper.tsx'
import { Ltr, ReceiptHeader, ReceiptRow, VendorCredit } from '../../../components/receipt-parts.tsx'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useParentSale } from '../api/get-parent-sale.ts'
import { quantityLine, receiptLines, receiptStatus } from './receipt-lines.ts'

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
            // dir="auto": a sentence keeps its "!" at its own end in a right-to-left receipt.
            <li key={point} dir="auto">
              {point}
            </li>
          ))}
        </Box>
      )}
      <VendorCredit />
    </Box>
  )
}

/**
 * A sale or refund as printed (spec 001 §2, §4; spec 000 bill settings): the shop header, type,
 * transaction number and barcode, date and time, who, the lines, the totals (no zero tax or discount), what was
 * handed over by method ("Cash $20.00") and the change, Paid, Refunded or Due Till {date}, the print note, the terms and the footer. `mini`
 * leaves out the barcode, notes and terms. Numbers, amounts and codes sit in `Ltr`, so a right-to-left
 * receipt prints them as written.
 */
const STATUS_WORDS = {
  Settled: 'orders:receipt.status.settled',
  Refunded: 'orders:receipt.status.refunded',
  Paid: 'orders:receipt.status.paid',
} as const

export function SaleReceipt({ detail, mini = false }: { detail: OrderDetailResponse; mini?: boolean }) {
  // Inside a Paper (the print views), in the paper's language: the customer's, else the shop's.
  const { t } = usePaperTranslation('orders')
  const paperText = usePaperText()
  const configs = useConfigs()
  const { money, date, dateTime } = useFormatters()
  const { order, customer, due, payments } = detail
  const refund = order.refunding
  const align =
    configs.billtextFlow === 'text-left' ? 'left' : configs.billtextFlow === 'text-right' ? 'right' : 'center'
  const meta = { fontSize: configs.billDateTimeTransFontSize || 11 }
  const itemFont = configs.billItemFontSize || 11
  const qtyFont = configs.billItemQtyFontSize || 11
  const dueDate = order.dueDate ?? payments.find((payment) => !payment.status)?.dueDate ?? null
  const parentKey = useParentSale(refund ? order.parent_id : null).data
  const status = receiptStatus(detail)

  return (
    <Box>
      <ReceiptHeader
        title={configs.billType ? (refund ? t('orders:receipt.refundTitle') : t('orders:receipt.saleTitle')) : ''}
      />
      <Box sx={{ textAlign: align, ...meta }}>
        {configs.billRefrence && (
          <div>
            <bdi>{t('orders:receipt.transaction')}</bdi>{' '}
            <strong data-testid="receipt-key">
              <Ltr>{order.key}</Ltr>
            </strong>
          </div>
        )}
        {refund && parentKey && (
          <div>
            <bdi>{t('orders:receipt.refundOf')}</bdi> <Ltr>{parentKey}</Ltr>
          </div>
        )}
        {configs.billDateTime && (
          <div data-testid="receipt-date">
            <Ltr>{dateTime(order.created_at)}</Ltr>
          </div>
        )}
        {configs.billBy && order.by && (
          <div>
            <bdi>{t('orders:receipt.by')}</bdi> <bdi>{order.by}</bdi>
          </div>
        )}
        {customer && (
          <div>
            <bdi>{t('orders:receipt.customer')}</bdi> <bdi>{contactName(customer)}</bdi>
          </div>
        )}
      </Box>
      {configs.billBarcode && !mini && (
        <Box sx={{ textAlign: 'center', my: 0.5 }}>
          <Box
            component="img"
            src={order.barcode}
            alt={t('orders:shipping.barcode', { key: order.key })}
            sx={{ maxWidth: '100%', height: 48 }}
          />
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
                  <bdi>{item.name}</bdi>
                  {item.discount > 0 && (
                    <>
                      {' '}
                      <Ltr>(-{item.discount}%)</Ltr>
                    </>
                  )}
                  {(item.imei || item.sNumber) && (
                    <Box component="div" sx={{ fontSize: qtyFont }}>
                      {item.imei && (
                        <>
                          IMEI <Ltr>{item.imei}</Ltr>{' '}
                        </>
                      )}
                      {item.sNumber && (
                        <>
                          SN <Ltr>{item.sNumber}</Ltr>
                        </>
                      )}
                    </Box>
                  )}
                  <Box component="div" sx={{ fontSize: qtyFont }}>
                    <Ltr>
                      {quantityLine(
                        item.qty,
                        money(item.price),
                        configs.billItemUnit && typeof unit === 'string' ? unit : null,
                      )}
                    </Ltr>
                  </Box>
                </Box>
                <Box component="td" sx={{ textAlign: 'end', verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                  <Ltr>{money(item.subTotal)}</Ltr>
                </Box>
              </tr>
            )
          })}
        </tbody>
      </Box>
      <Rule />
      {paperText(() => receiptLines(detail, money)).map((line) => (
        <ReceiptRow key={line.label} label={line.label} strong={line.strong ?? false} ltr>
          {line.minus ? `- ${line.amount}` : line.amount}
        </ReceiptRow>
      ))}
      <Typography sx={{ textAlign: 'center', fontWeight: 700, mt: 0.5 }} data-testid="receipt-status" dir="auto">
        {status === 'due' ? (
          <Trans
            t={t}
            i18nKey="orders:receipt.dueTill"
            values={{ date: dueDate ? date(dueDate) : '', amount: money(due) }}
            components={{ ltr: <Ltr>{null}</Ltr> }}
          />
        ) : (
          t(STATUS_WORDS[status])
        )}
      </Typography>
      {!mini && order.printNote && (
        <Typography sx={{ fontSize: itemFont, mt: 0.5, whiteSpace: 'pre-line' }} dir="auto">
          {order.printNote}
        </Typography>
      )}
      <BillFooter terms={mini ? '' : refund ? configs.refundTerms : configs.saleTerms} />
    </Box>
  )
}
