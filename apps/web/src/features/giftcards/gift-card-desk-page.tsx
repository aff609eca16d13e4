import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { PosCustomer } from '@counterpart/domain/schemas/contacts'
import { Link as RouterLink, useLocation } from 'react-router'
import { useCan } from '../../lib/app-configuration.ts'
import { pathOf } from '../../lib/paths.ts'
import { CheckGiftCardPanel } from './components/check-gift-card-panel.tsx'
import { SellGiftCardsPanel } from './components/sell-gift-cards-panel.tsx'
import { useTranslation } from 'react-i18next'

/**
 * pos/gift-cards (GiftCardDesk), the terminal's Gift cards (issue 31, item 3): sell cards (a sale of their own,
 * never lines of the cart, so they stay out of revenue) and check what is left on one. A page beside the
 * terminal rather than its dialog, so the terminal's own download stays within its budget; the cart waits in
 * this browser meanwhile, and the cart's customer comes along.
 */
export function GiftCardDeskPage() {
  const canSell = useCan('giftCardSell')
  const { t } = useTranslation('giftcards')
  const state: unknown = useLocation().state
  const customer =
    typeof state === 'object' && state !== null && 'customer' in state ? (state.customer as PosCustomer | null) : null
  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('giftcards:desk.title')}
        </Typography>
        <Button startIcon={<ArrowBackIcon />} component={RouterLink} to={pathOf('PosSale')}>
          {t('giftcards:desk.back')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: canSell ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)',
          },
        }}
      >
        {canSell && <SellGiftCardsPanel customer={customer} />}
        <CheckGiftCardPanel />
      </Box>
    </>
  )
}
