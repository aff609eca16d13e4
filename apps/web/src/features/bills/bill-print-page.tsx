import Typography from '@mui/material/Typography'
import { fromCents, toCents } from '@counterpart/domain/money'
import { useTranslation } from 'react-i18next'
import { pathOf } from '../../lib/paths.ts'
import { Ltr, ReceiptDivider, ReceiptItems, ReceiptRow, RecordReceipt } from '../../components/receipt-parts.tsx'
import { useConfigs } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useBill } from './api/get-bill.ts'
import { useIdParam } from '../../lib/use-id-param.ts'

/** print/bill-print/{id} (route BillPrint). */
export function BillPrintPage() {
  const { t } = useTranslation('bills')
  const bill = useBill(useIdParam())
  const { money, date } = useFormatters()
  const { billTerms, billItemFontSize } = useConfigs()

  return (
    <RecordReceipt
      query={bill}
      record="bill"
      backTo={pathOf('BillList')}
      title={t('bills:print.title')}
      terms={billTerms}
    >
      {(data) => (
        <>
          <ReceiptRow label={t('bills:print.number')} ltr>
            {data.id}
          </ReceiptRow>
          <ReceiptRow label={t('bills:print.name')}>{data.name}</ReceiptRow>
          <ReceiptRow label={t('bills:print.date')}>
            <Ltr>
              {date(data.date)} {data.time}
            </Ltr>
          </ReceiptRow>
          {data.description && (
            <Typography sx={{ fontSize: 11, mt: 0.5, whiteSpace: 'pre-line' }}>{data.description}</Typography>
          )}
          <ReceiptDivider />
          <ReceiptItems
            label={t('bills:print.items')}
            priceLabel={t('bills:print.price')}
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
                        {t('bills:print.serial')} <Ltr>{item.sNumber}</Ltr>
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
            <ReceiptRow label={t('bills:print.charges')} ltr>
              {money(data.charges)}
            </ReceiptRow>
          )}
          <ReceiptRow label={t('bills:print.subTotal')} ltr>
            {money(data.subTotal)}
          </ReceiptRow>
          <ReceiptRow label={t('bills:print.tax', { rate: data.taxRate })}>
            <Ltr>{money(data.taxAmount)}</Ltr>
          </ReceiptRow>
          <ReceiptRow label={t('bills:print.total')} strong ltr>
            {money(data.totalAmount)}
          </ReceiptRow>
        </>
      )}
    </RecordReceipt>
  )
}
