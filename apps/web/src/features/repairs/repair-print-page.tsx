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
import { useRepair } from './api/get-repair.ts'

/** print/repair-print/{id} (route RepiarPrint): the customer's receipt with the QR code of the tracking page. */
export function RepairPrintPage() {
  const id = Number(useParams().id)
  const repair = useRepair(Number.isInteger(id) && id > 0 ? id : null)
  const { money, dateTime } = useFormatters()
  const { repairTerms } = useConfigs()
  const data = repair.data

  return (
    <PrintLayout backTo={pathOf('RepiarList')}>
      <QueryStatus query={repair} record="repair" />
      {data && (
        <>
          <ReceiptHeader title="Repair Receipt" />
          <ReceiptRow label="Reference">
            <strong>
              <Ltr>{data.key}</Ltr>
            </strong>
          </ReceiptRow>
          <ReceiptRow label="Date">
            <Ltr>{dateTime(data.created_at)}</Ltr>
          </ReceiptRow>
          <ReceiptRow label="Status">{data.status === 1 ? 'Completed' : 'Pending'}</ReceiptRow>
          <Divider sx={{ my: 1, borderColor: '#000' }} />
          <ReceiptRow label="Customer">{data.name}</ReceiptRow>
          <ReceiptRow label="Phone">
            <Ltr>{data.phone}</Ltr>
          </ReceiptRow>
          <ReceiptRow label="Device">{data.deviceName}</ReceiptRow>
          {data.imei && (
            <ReceiptRow label="IMEI">
              <Ltr>{data.imei}</Ltr>
            </ReceiptRow>
          )}
          {data.sNumber && (
            <ReceiptRow label="SN #">
              <Ltr>{data.sNumber}</Ltr>
            </ReceiptRow>
          )}
          <Typography sx={{ fontSize: 12, mt: 0.5, whiteSpace: 'pre-line' }}>
            <strong>Issue:</strong> {data.issue}
          </Typography>
          <Divider sx={{ my: 1, borderColor: '#000' }} />
          <ReceiptRow label="Charges">
            <Ltr>{money(data.charges)}</Ltr>
          </ReceiptRow>
          <ReceiptRow label={`Tax (${data.taxRate}%)`}>
            <Ltr>{money(data.taxAmount)}</Ltr>
          </ReceiptRow>
          <ReceiptRow label="Total" strong>
            <Ltr>{money(data.totalAmount)}</Ltr>
          </ReceiptRow>
          <ReceiptRow label="Paid">
            <Ltr>{money(data.prePaid)}</Ltr>
          </ReceiptRow>
          <ReceiptRow label="Due" strong>
            <Ltr>{money(data.due)}</Ltr>
          </ReceiptRow>
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Box
              component="img"
              src={data.qrcode}
              alt={`QR code: track repair ${data.key}`}
              data-testid="repair-qrcode"
              sx={{ width: 128, height: 128, imageRendering: 'pixelated' }}
            />
            <Typography sx={{ fontSize: 10 }}>Scan to track your repair</Typography>
            <Typography sx={{ fontSize: 10, wordBreak: 'break-all' }}>
              <Ltr>{data.trackingUrl}</Ltr>
            </Typography>
          </Box>
          <ReceiptFooter terms={repairTerms} />
        </>
      )}
    </PrintLayout>
  )
}
