import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { useSearchParams } from 'react-router'
import { PrintLayout } from '../../components/print-layout.tsx'
import { isRollWidth } from '../../components/print-page-size.ts'
import { QueryStatus } from '../../components/query-status.tsx'
import { useConfigs } from '../../lib/app-configuration.ts'
import { pathOf } from '../../lib/paths.ts'
import { useIdParam } from '../../lib/use-id-param.ts'
import { useGiftCardSale } from './api/gift-card-sale.ts'
import { GiftCardReceipt } from './components/gift-card-receipt.tsx'
import { useTranslation } from 'react-i18next'
import { Paper, usePaperLanguage } from '../../lib/i18n/paper.tsx'

type Paper = 'receipt' | 'a4'

const PAPER_SIZE = { receipt: { width: 80, height: 297 }, a4: { width: 210, height: 297 } } as const

/** print/gift-cards/{id} (PrintGiftCards): the receipt of a sale of gift cards on 80 mm (?paper=receipt) or A4. */
export function GiftCardReceiptPage() {
  const id = useIdParam()
  const sale = useGiftCardSale(id)
  const { t } = useTranslation('giftcards')
  const { printerWidth } = useConfigs()
  const [search, setSearch] = useSearchParams()
  // Issue 32: the receipt reads in the customer's language, else the shop's; the switch above it in the page's.
  const language = usePaperLanguage(sale.data?.customerLanguage, ['giftcards'])
  const asked = search.get('paper')
  const paper: Paper =
    asked === 'a4' || asked === 'receipt' ? asked : printerWidth > 0 && !isRollWidth(printerWidth) ? 'a4' : 'receipt'
  return (
    <PrintLayout
      backTo={id === null ? pathOf('GiftCards') : pathOf('GiftCardSale', { id })}
      paper={PAPER_SIZE[paper]}
      actions={
        <ToggleButtonGroup
          exclusive
          size="small"
          value={paper}
          onChange={(_, next: Paper | null) => next && setSearch({ paper: next }, { replace: true })}
          aria-label={t('giftcards:receipt.paper')}
        >
          <ToggleButton value="receipt" sx={{ whiteSpace: 'nowrap' }}>
            <bdi>80 mm</bdi>
          </ToggleButton>
          <ToggleButton value="a4">A4</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      <QueryStatus query={sale} record="gift card receipt" />
      {sale.data && language.ready && (
        <Paper language={language.language}>
          <GiftCardReceipt sale={sale.data} wide={paper === 'a4'} />
        </Paper>
      )}
    </PrintLayout>
  )
}
