import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { PrintLayout } from '../../components/print-layout.tsx'
import { Ltr, ReceiptFooter, ReceiptHeader, ReceiptRow } from '../../components/receipt-parts.tsx'
import { QueryStatus } from '../../components/query-status.tsx'
import { useConfigs } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useCustomProduct } from './api/get-custom-product.ts'

/** print/custom-purchase/{id}: the purchase receipt the customer signs for. */
export function CustomPurchasePrintPage() {
  const id = Number(useParams().id)
  const item = useCustomProduct(Number.isInteger(id) && id > 0 ? id : null)
  const { money, dateTime } = useFormatters()
  const { customTerms } = useConfigs()
  const data = item.data

  return (
    <PrintLayout backTo={pathOf('CustomProductList')}>
      <QueryStatus query={item} record="item" />
      {data && (
        <>
          <ReceiptHeader title="Purchase Receipt" />
          <ReceiptRow label="Reference">
            <Ltr>{data.barcode}</Ltr>
          </ReceiptRow>
          <ReceiptRow label="Date">
            <Ltr>{dateTime(data.created_at)}</Ltr>
          </ReceiptRow>
          <Divider sx={{ my: 1, borderColor: '#000' }} />
          <ReceiptRow label="Seller">{data.fullName}</ReceiptRow>
          <ReceiptRow label="Phone">
            <Ltr>{data.phone}</Ltr>
          </ReceiptRow>
          {data.address && <ReceiptRow label="Address">{data.address}</ReceiptRow>}
          <Divider sx={{ my: 1, borderColor: '#000' }} />
          <ReceiptRow label="Device">{data.model}</ReceiptRow>
          {data.imei && (
            <ReceiptRow label="IMEI">
              <Ltr>{data.imei}</Ltr>
            </ReceiptRow>
          )}
          <ReceiptRow label="Amount paid" strong>
            <Ltr>{money(data.cost)}</Ltr>
          </ReceiptRow>
          <Box sx={{ mt: 2 }}>
            <Typography sx={{ fontSize: 11 }}>Seller signature</Typography>
            {data.sign ? (
              <Box component="img" src={data.sign} alt="Seller signature" sx={{ maxWidth: '100%', maxHeight: 90 }} />
            ) : (
              <Box sx={{ borderBottom: '1px solid #000', height: 40 }} />
            )}
          </Box>
          <ReceiptFooter terms={customTerms} />
        </>
      )}
    </PrintLayout>
  )
}
