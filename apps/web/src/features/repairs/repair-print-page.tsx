import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { RepairDetailAnswer } from '@counterpart/domain/schemas/repair-estimates'
import { PrintLayout } from '../../components/print-layout.tsx'
import { QueryStatus } from '../../components/query-status.tsx'
import { Paper, usePaperLanguage, usePaperText, usePaperTranslation } from '../../lib/i18n/paper.tsx'
import { pathOf } from '../../lib/paths.ts'
import { Ltr, ReceiptDivider, ReceiptFooter, ReceiptHeader, ReceiptRow } from '../../components/receipt-parts.tsx'
import { useConfigs } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useRepair } from './api/get-repair.ts'
import { useIdParam } from '../../lib/use-id-param.ts'
import { depositLabel, REPAIR_DEPOSIT_LABELS } from '@counterpart/domain/schemas/repair-deposits'

/** print/repair-print/{id} (route RepiarPrint): the customer's receipt with the QR code of the tracking page. */
export function RepairPrintPage() {
  const repair = useRepair(useIdParam())
  // Issue 32: the receipt reads in the ticket's customer's language, else the shop's.
  const paper = usePaperLanguage(repair.data?.customerLanguage, ['repairs'])
  return (
    <PrintLayout backTo={pathOf('RepiarList')}>
      <QueryStatus query={repair} record="repair" />
      {repair.data !== undefined && paper.ready && (
        <Paper language={paper.language}>
          <RepairReceipt data={repair.data} />
        </Paper>
      )}
    </PrintLayout>
  )
}

function RepairReceipt({ data }: { data: RepairDetailAnswer }) {
  const { t } = usePaperTranslation('repairs')
  const paperText = usePaperText()
  const { money, dateTime } = useFormatters()
  const { repairTerms } = useConfigs()
  return (
    <>
      <ReceiptHeader title={t('repairs:print.title')} />
      <ReceiptRow label={t('repairs:columns.reference')}>
        <strong>
          <Ltr>{data.key}</Ltr>
        </strong>
      </ReceiptRow>
      <ReceiptRow label={t('repairs:print.date')} ltr>
        {dateTime(data.created_at)}
      </ReceiptRow>
      <ReceiptRow label={t('repairs:columns.status')}>
        {data.status === 1 ? t('repairs:state.completed') : t('repairs:state.pending')}
      </ReceiptRow>
      <ReceiptDivider />
      <ReceiptRow label={t('repairs:status.customer')}>{data.name}</ReceiptRow>
      <ReceiptRow label={t('repairs:columns.phone')} ltr>
        {data.phone}
      </ReceiptRow>
      <ReceiptRow label={t('repairs:columns.device')}>{data.deviceName}</ReceiptRow>
      {data.imei && (
        <ReceiptRow label="IMEI" ltr>
          {data.imei}
        </ReceiptRow>
      )}
      {data.sNumber && (
        <ReceiptRow label={t('repairs:columns.serialNumber')} ltr>
          {data.sNumber}
        </ReceiptRow>
      )}
      <Typography sx={{ fontSize: 12, mt: 0.5, whiteSpace: 'pre-line' }}>
        <strong>{t('repairs:print.issue')}</strong> {data.issue}
      </Typography>
      <ReceiptDivider />
      <ReceiptRow label={t('repairs:columns.charges')} ltr>
        {money(data.charges)}
      </ReceiptRow>
      <ReceiptRow label={t('repairs:print.taxRate', { rate: data.taxRate })}>
        <Ltr>{money(data.taxAmount)}</Ltr>
      </ReceiptRow>
      <ReceiptRow label={t('repairs:totals.total')} strong ltr>
        {money(data.totalAmount)}
      </ReceiptRow>
      {/* Issue 31, item 5: the deposit is money taken, named with how it was paid, and the balance left. */}
      <ReceiptRow
        label={paperText(() =>
          depositLabel(data.deposits.filter((item) => item.type === 'credit').map((item) => item.gateway)),
        )}
        ltr
      >
        {money(data.prePaid)}
      </ReceiptRow>
      <ReceiptRow label={paperText(() => REPAIR_DEPOSIT_LABELS.balance)} strong ltr>
        {money(data.due)}
      </ReceiptRow>
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Box
          component="img"
          src={data.qrcode}
          alt={t('repairs:print.qrAlt', { key: data.key })}
          data-testid="repair-qrcode"
          sx={{ width: 128, height: 128, imageRendering: 'pixelated' }}
        />
        <Typography sx={{ fontSize: 10 }}>{t('repairs:print.scan')}</Typography>
        <Typography sx={{ fontSize: 10, wordBreak: 'break-all' }}>
          <Ltr>{data.trackingUrl}</Ltr>
        </Typography>
      </Box>
      <ReceiptFooter terms={repairTerms} />
    </>
  )
}
