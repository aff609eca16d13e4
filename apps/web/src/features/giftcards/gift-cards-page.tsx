import Typography from '@mui/material/Typography'
import { GiftCardsTable } from '../../components/gift-cards-table.tsx'
import { useTranslation } from 'react-i18next'

/**
 * Gift cards (issue 31, item 3): every card sold, searched by its code (or the start of it), the customer's
 * name or phone, or the sale's number. A card sold is owed to its holder until spent: the balance column is
 * what the shop still owes on each.
 */
export function GiftCardsPage() {
  const { t } = useTranslation('giftcards')
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('giftcards:desk.title')}
      </Typography>
      <GiftCardsTable />
    </>
  )
}
