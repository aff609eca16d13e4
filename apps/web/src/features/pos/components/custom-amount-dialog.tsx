import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { fromCents } from '@counterpart/domain/money'
import { CUSTOM_AMOUNT_PRODUCT } from '@counterpart/domain/schemas/pos-terminal'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { useState, type KeyboardEvent } from 'react'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useCustomAmountProduct } from '../api/custom-amount-product.ts'
import { Keypad, nextAmount, TAP_ATTRIBUTE } from './keypad.tsx'
import { centsOf, MAX_ENTERED_CENTS } from './payment-sheet.tsx'
import { useTranslation } from 'react-i18next'

/** The cart's line names so far: a custom amount keeps its own line, never merged into another price's. */
export function customLineName(
  note: string,
  cents: number,
  taken: ReadonlyMap<string, number>,
  money: (amount: number) => string,
): string {
  const base = note.trim() || CUSTOM_AMOUNT_PRODUCT.name
  const price = taken.get(base)
  // The cart merges lines of one product by name: a second price under the same note gets its own name.
  return price === undefined || price === cents ? base : `${base} (${money(fromCents(cents))})`
}

/**
 * A custom amount (issue 26, as Square's "custom sale"): an amount typed on the keypad with an optional note,
 * added to the cart as a line of the shop's open-price service (the server sells it at that price).
 */
export function CustomAmountDialog({
  taken,
  onAdd,
  onClose,
}: {
  /** The custom amounts already in the cart: line name to price (cents). */
  taken: ReadonlyMap<string, number>
  onAdd: (product: PosProduct) => void
  onClose: () => void
}) {
  const { money } = useFormatters()
  const { t } = useTranslation('pos')
  const service = useCustomAmountProduct()
  const [amount, setAmount] = useState('')
  const [note, setNote] = useState('')
  const [fresh, setFresh] = useState(true)
  const cents = centsOf(amount)
  const valid = cents !== null && cents > 0 && cents <= MAX_ENTERED_CENTS

  function type(next: string) {
    setAmount(next)
    setFresh(false)
  }

  function add() {
    if (!valid || cents === null) return
    service.mutate(undefined, {
      onSuccess: ({ product }) => {
        onAdd({ ...product, name: customLineName(note, cents, taken, money), price: fromCents(cents) })
        onClose()
      },
    })
  }

  function enterAfterTap(event: KeyboardEvent) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLElement)) return
    if (event.target.closest(`[${TAP_ATTRIBUTE}]`) === null) return
    event.preventDefault()
    add()
  }

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="custom-amount-title"
      onKeyDown={enterAfterTap}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          add()
        }}
      >
        <DialogTitle id="custom-amount-title">{t('pos:customAmount.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            <TextField
              label={t('pos:customAmount.amount')}
              value={amount}
              onChange={(event) => type(event.target.value)}
              error={amount !== '' && !valid}
              helperText={amount !== '' && !valid ? t('pos:customAmount.invalid') : undefined}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': t('pos:customAmount.title') } }}
              autoFocus
            />
            <Keypad
              onKey={(key) => type(nextAmount(amount, key, fresh))}
              onDelete={() => type(amount.slice(0, -1))}
              onClear={() => type('')}
            />
            <TextField
              size="small"
              label={t('pos:customAmount.note')}
              value={note}
              onChange={(event) => setNote(event.target.value.slice(0, 191))}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!valid} loading={service.isPending}>
            {t('pos:customAmount.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
