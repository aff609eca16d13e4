import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { pathOf } from '../../lib/paths.ts'
import { ReceiptDivider, ReceiptRow, RecordReceipt } from '../../components/receipt-parts.tsx'
import { useConfigs } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useCustomProduct } from './api/get-custom-product.ts'
import { useIdParam } from '../../lib/use-id-param.ts'

/** print/custom-purchase/{id}: the purchase receipt the customer signs for. */
export function CustomPurchasePrintPage() {
  const item = useCustomProduct(useIdParam())
  const { money, dateTime } = useFormatters()
  const { customTerms } = useConfigs()

  return (
    <RecordReceipt
      query={item}
      record="item"
      backTo={pathOf('CustomProductList')}
      title="Purchase Receipt"
      terms={customTerms}
    >
      {(data) => (
        <>
          <ReceiptRow label="Reference" ltr>
            {data.barcode}
          </ReceiptRow>
          <ReceiptRow label="Date" ltr>
            {dateTime(data.created_at)}
          </ReceiptRow>
          <ReceiptDivider />
          <ReceiptRow label="Seller">{data.fullName}</ReceiptRow>
          <ReceiptRow label="Phone" ltr>
            {data.phone}
          </ReceiptRow>
          {data.address && <ReceiptRow label="Address">{data.address}</ReceiptRow>}
          <ReceiptDivider />
          <ReceiptRow label="Device">{data.model}</ReceiptRow>
          {data.imei && (
            <ReceiptRow label="IMEI" ltr>
              {data.imei}
            </ReceiptRow>
          )}
          <ReceiptRow label="Amount paid" strong ltr>
            {money(data.cost)}
          </ReceiptRow>
          <Box sx={{ mt: 2 }}>
            <Typography sx={{ fontSize: 11 }}>Seller signature</Typography>
            {data.sign ? (
              <Box component="img" src={data.sign} alt="Seller signature" sx={{ maxWidth: '100%', maxHeight: 90 }} />
            ) : (
              <Box sx={{ borderBottom: '1px solid #000', height: 40 }} />
            )}
          </Box>
        </>
      )}
    </RecordReceipt>
  )
}
