import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { useParams } from 'react-router'
import { pathOf } from '../../app/routes.tsx'
import { PrintLayout } from '../../components/print-layout.tsx'
import { ReceiptFooter, ReceiptHeader, ReceiptRow } from '../../components/receipt-parts.tsx'
import { useConfigs } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useRepair } from './api/get-repair.ts'

/** print/repair-print/{id} (route RepiarPrint): the customer's receipt with the QR code of the tracking page. */
export function RepairPrintPage() {
  const id = Number(useParams().id)
  const repair = useRepair(Number.isInteger(id) && id > 0 ? id : null)
  const { money, date } = useFormatters()
  const { repairTerms } = useConfigs()
  const data = repair.data

  return (
    <PrintLayout backTo={pathOf('RepiarList')}>
      {repair.isPending && <CircularProgress aria-label="Loading the repair" />}
      {repair.isError && <Alert severity="error">The repair could not be loaded.</Alert>}
      {data && (
        <>
          <ReceiptHeader title="Repair Receipt" />
          <ReceiptRow label="Reference">
            <strong>{data.key}</strong>
          </ReceiptRow>
          <ReceiptRow label="Date">{date(data.created_at)}</ReceiptRow>
          <ReceiptRow label="Status">{data.status === 1 ? 'Completed' : 'Pending'}</ReceiptRow>
          <Divider sx={{ my: 1, borderColor: '#000' }} />
          <ReceiptRow label="Customer">{data.name}</ReceiptRow>
          <ReceiptRow label="Phone">{data.phone}</ReceiptRow>
          <ReceiptRow label="Device">{data.deviceName}</ReceiptRow>
          {data.imei && <ReceiptRow label="IMEI">{data.imei}</ReceiptRow>}
          {data.sNumber && <ReceiptRow label="SN #">{data.sNumber}</ReceiptRow>}
          <Typography sx={{ fontSize: 12, mt: 0.5, whiteSpace: 'pre-line' }}>
            <strong>Issue:</strong> {data.issue}
          </Typography>
          <Divider sx={{ my: 1, borderColor: '#000' }} />
          <ReceiptRow label="Charges">{money(data.charges)}</ReceiptRow>
          <ReceiptRow label={`Tax (${data.taxRate}%)`}>{money(data.taxAmount)}</ReceiptRow>
          <ReceiptRow label="Total" strong>
            {money(data.totalAmount)}
          </ReceiptRow>
          <ReceiptRow label="Paid">{money(data.prePaid)}</ReceiptRow>
          <ReceiptRow label="Due" strong>
            {money(data.due)}
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
            <Typography sx={{ fontSize: 10, wordBreak: 'break-all' }}>{data.trackingUrl}</Typography>
          </Box>
          <ReceiptFooter terms={repairTerms} />
        </>
      )}
    </PrintLayout>
  )
}
