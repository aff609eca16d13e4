import Typography from '@mui/material/Typography'
import { fromCents, toCents } from '@counterpart/domain/money'
import { pathOf } from '../../lib/paths.ts'
import { Ltr, ReceiptDivider, ReceiptItems, ReceiptRow, RecordReceipt } from '../../components/receipt-parts.tsx'
import { useConfigs } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useBill } from './api/get-bill.ts'
import { useIdParam } from '../../lib/use-id-param.ts'

/** print/bill-print/{id} (route BillPrint). */
export function BillPrintPage() {
  const bill = useBill(useIdParam())
  const { money, date } = useFormatters()
  const { billTerms, billItemFontSize } = useConfigs()

  return (
    <RecordReceipt query={bill} record="bill" backTo={pathOf('BillList')} title="Bill" terms={billTerms}>
      {(data) => (
        <>
          <ReceiptRow label="Bill #" ltr>
            {data.id}
          </ReceiptRow>
          <ReceiptRow label="Name">{data.name}</ReceiptRow>
          <ReceiptRow label="Date">
            <Ltr>
              {date(data.date)} {data.time}
            </Ltr>
          </ReceiptRow>
          {data.description && (
            <Typography sx={{ fontSize: 11, mt: 0.5, whiteSpace: 'pre-line' }}>{data.description}</Typography>
          )}
          <ReceiptDivider />
          <ReceiptItems
            label="Bill items"
            priceLabel="Price"
            fontSize={billItemFontSize || 11}
            items={data.items.map((item, index) => ({
              key: index,
              name: item.name,
              detail:
                item.imei || item.sNumber ? (
                  <>
                    {item.imei && (
                      <>
                        IMEI <Ltr>{item.imei}</Ltr>
                      </>
                    )}
                    {item.imei && item.sNumber && ' · '}
                    {item.sNumber && (
                      <>
                        SN <Ltr>{item.sNumber}</Ltr>
                      </>
                    )}
                  </>
                ) : undefined,
              qty: item.qty,
              price: money(item.price),
              total: money(fromCents(toCents(item.price) * item.qty)),
            }))}
          />
          <ReceiptDivider />
          {data.charges > 0 && (
            <ReceiptRow label="Charges" ltr>
              {money(data.charges)}
            </ReceiptRow>
          )}
          <ReceiptRow label="Sub total" ltr>
            {money(data.subTotal)}
          </ReceiptRow>
          <ReceiptRow label={`Tax (${data.taxRate}%)`}>
            <Ltr>{money(data.taxAmount)}</Ltr>
          </ReceiptRow>
          <ReceiptRow label="Total" strong ltr>
            {money(data.totalAmount)}
          </ReceiptRow>
        </>
      )}
    </RecordReceipt>
  )
}
