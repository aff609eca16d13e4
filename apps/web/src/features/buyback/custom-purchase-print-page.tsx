import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { CustomProductRecord } from '@counterpart/domain/schemas/buyback'
import { PrintLayout } from '../../components/print-layout.tsx'
import { QueryStatus } from '../../components/query-status.tsx'
import { Paper, usePaperLanguage, usePaperTranslation } from '../../lib/i18n/paper.tsx'
import { pathOf } from '../../lib/paths.ts'
import { ReceiptDivider, ReceiptFooter, ReceiptHeader, ReceiptRow } from '../../components/receipt-parts.tsx'
import { useConfigs } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useCustomProduct } from './api/get-custom-product.ts'
import { useIdParam } from '../../lib/use-id-param.ts'

/** print/custom-purchase/{id}: the purchase receipt the customer signs for. */
export function CustomPurchasePrintPage() {
  const item = useCustomProduct(useIdParam())
  // Issue 32: the receipt reads in the seller's language when they are a customer who chose one, else the shop's.
  const paper = usePaperLanguage(item.data?.customerLanguage, ['buyback'])
  return (
    <PrintLayout backTo={pathOf('CustomProductList')}>
      <QueryStatus query={item} record="item" />
      {item.data !== undefined && paper.ready && (
        <Paper language={paper.language}>
          <PurchaseReceipt data={item.data} />
        </Paper>
      )}
    </PrintLayout>
  )
}

function PurchaseReceipt({ data }: { data: CustomProductRecord }) {
  const { t } = usePaperTranslation('buyback')
  const { money, dateTime } = useFormatters()
  const { customTerms } = useConfigs()
  return (
    <>
      <ReceiptHeader title={t('buyback:print.title')} />
      <ReceiptRow label={t('buyback:print.reference')} ltr>
        {data.barcode}
      </ReceiptRow>
      <ReceiptRow label={t('buyback:columns.date')} ltr>
        {dateTime(data.created_at)}
      </ReceiptRow>
      <ReceiptDivider />
      <ReceiptRow label={t('buyback:print.seller')}>{data.fullName}</ReceiptRow>
      <ReceiptRow label={t('buyback:columns.phone')} ltr>
        {data.phone}
      </ReceiptRow>
      {data.address && <ReceiptRow label={t('buyback:details.address')}>{data.address}</ReceiptRow>}
      <ReceiptDivider />
      <ReceiptRow label={t('buyback:details.device')}>{data.model}</ReceiptRow>
      {data.imei && (
        <ReceiptRow label="IMEI" ltr>
          {data.imei}
        </ReceiptRow>
      )}
      <ReceiptRow label={t('buyback:print.amountPaid')} strong ltr>
        {money(data.cost)}
      </ReceiptRow>
      <Box sx={{ mt: 2 }}>
        <Typography sx={{ fontSize: 11 }}>{t('buyback:print.sellerSignature')}</Typography>
        {data.sign ? (
          <Box
            component="img"
            src={data.sign}
            alt={t('buyback:print.sellerSignature')}
            sx={{ maxWidth: '100%', maxHeight: 90 }}
          />
        ) : (
          <Box sx={{ borderBottom: '1px solid #000', height: 40 }} />
        )}
      </Box>
      <ReceiptFooter terms={customTerms} />
    </>
  )
}
