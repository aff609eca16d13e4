import CloseIcon from '@mui/icons-material/Close'
import PhonelinkRingIcon from '@mui/icons-material/PhonelinkRing'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { fromCents } from '@counterpart/domain/money'
import { lazy, Suspense, useState } from 'react'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { cartNet, clearTradeIn, setTradeIn, useTradeIn } from '../trade-in.ts'
import { useTranslation } from 'react-i18next'

// The dialog and its signature pad load only when a trade-in is taken: the terminal keeps its budget.
const TradeInDialog = lazy(() => import('./trade-in-dialog.tsx'))

/** The cart action "Trade-in": opens the dialog to take (or change) the device the customer hands in. */
export function TradeInButton({ disabled, onDone }: { disabled: boolean; onDone: () => void }) {
  const { t } = useTranslation('pos')
  const [open, setOpen] = useState(false)
  const tradeIn = useTradeIn()
  const close = () => {
    setOpen(false)
    onDone()
  }
  return (
    <>
      <Button
        startIcon={<PhonelinkRingIcon />}
        onClick={() => setOpen(true)}
        disabled={disabled && !tradeIn}
        color={tradeIn ? 'secondary' : 'primary'}
        sx={{ minHeight: 48, whiteSpace: 'nowrap' }}
      >
        {t('pos:tradeIn.title')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TradeInDialog
            initial={tradeIn}
            onClose={close}
            onSave={(draft) => {
              setTradeIn(draft)
              close()
            }}
          />
        </Suspense>
      )}
    </>
  )
}

/**
 * The cart's trade-in under its lines (issue 29, item 7): the goods' total, the device as a minus with its
 * IMEI (removable until the sale is paid) and, when it is worth more than the goods, the cash paid out.
 * Nothing without a trade-in.
 */
export function TradeInRows({ totalCents }: { totalCents: number }) {
  const tradeIn = useTradeIn()
  const { money } = useFormatters()
  const { t } = useTranslation('pos')
  if (!tradeIn) return null
  const net = cartNet(totalCents, tradeIn)
  return (
    <Stack data-testid="cart-trade-in" spacing={0.25} sx={{ mb: 0.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('pos:tradeIn.total')}
        </Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          <bdi>{money(fromCents(totalCents))}</bdi>
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {t('pos:tradeIn.line', { model: tradeIn.model })}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            <bdi>{tradeIn.imei}</bdi>
          </Typography>
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="cart-trade-in-amount">
            <bdi>- {money(fromCents(net.value))}</bdi>
          </Typography>
          <IconButton aria-label={t('pos:tradeIn.remove')} size="small" onClick={clearTradeIn} sx={{ ml: 0.5 }}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      </Stack>
      {net.cashOut > 0 && (
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="warning.main">
            {t('pos:tradeIn.cashOut')}
          </Typography>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="cart-trade-in-cash-out">
            <bdi>{money(fromCents(net.cashOut))}</bdi>
          </Typography>
        </Stack>
      )}
    </Stack>
  )
}
