import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { fromCents, toCents } from '@counterpart/domain/money'
import type { CreditHistory } from '@counterpart/domain/schemas/credit'
import type { PosCustomer } from '@counterpart/domain/schemas/contacts'
import {
  GIFT_CARD_GATEWAY,
  STORE_CREDIT_GATEWAY,
  TENDER_LABELS,
  TENDER_MESSAGES,
  paymentMethodLabel,
} from '@counterpart/domain/schemas/tenders'
import { useState } from 'react'
import { api } from '../../../lib/api.ts'
import { useCan } from '../../../lib/app-configuration.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { centsOf, type PartPayment } from './payment-amounts.ts'
import { Trans, useTranslation } from 'react-i18next'

/** The ways a part of the payment may be taken, store credit and gift cards first (issue 31). */
const PART_METHODS = [STORE_CREDIT_GATEWAY, GIFT_CARD_GATEWAY, 'card', 'cheque', 'other'] as const

/**
 * Part payments of a sale (issue 31, item 2): store credit, a gift card scanned or typed, a card or a
 * cheque, each taking part of what is to be paid; the sheet's own method (often cash) takes the rest. Loaded
 * only when the cashier splits a payment, so the terminal's first load does not carry it.
 */
export default function PartPayments({
  parts,
  remaining,
  customer,
  onChange,
}: {
  parts: PartPayment[]
  /** What is still to pay once the parts are taken, in cents. */
  remaining: number
  customer: PosCustomer | null
  onChange: (parts: PartPayment[]) => void
}) {
  const { money } = useFormatters()
  const mayRedeemCards = useCan('giftCardRedeem')
  const { t } = useTranslation('pos')
  const methods = PART_METHODS.filter(
    (method) =>
      (method !== STORE_CREDIT_GATEWAY || customer !== null) && (method !== GIFT_CARD_GATEWAY || mayRedeemCards),
  )
  const [method, setMethod] = useState<string>(methods[0] ?? 'card')
  const [amount, setAmount] = useState('')
  const [code, setCode] = useState('')
  const creditPath = customer ? `/customers/${customer.id}/credit` : null
  const credit = useQuery({
    queryKey: [creditPath, 'balance'],
    queryFn: () => api.get<CreditHistory>(creditPath ?? '', { query: { itemsPerPage: 1 } }),
    enabled: creditPath !== null && method === STORE_CREDIT_GATEWAY,
  })
  // What this customer's credit can still pay: the balance less the credit parts taken already.
  const creditLeft =
    credit.data === undefined
      ? null
      : Math.max(
          0,
          toCents(credit.data.balance) -
            parts.filter((part) => part.gateway === STORE_CREDIT_GATEWAY).reduce((sum, part) => sum + part.amount, 0),
        )
  const suggested = method === STORE_CREDIT_GATEWAY && creditLeft !== null ? Math.min(creditLeft, remaining) : remaining
  const typed = amount === '' ? suggested : centsOf(amount)
  const problem =
    typed === null
      ? t('pos:parts.invalidAmount')
      : typed <= 0
        ? TENDER_MESSAGES.zero
        : typed > remaining
          ? t('pos:parts.moreThanLeft', { amount: money(fromCents(remaining)) })
          : method === STORE_CREDIT_GATEWAY && creditLeft !== null && typed > creditLeft
            ? t('pos:parts.creditLeft', { amount: money(fromCents(creditLeft)) })
            : method === GIFT_CARD_GATEWAY && code.trim() === ''
              ? t('pos:parts.scanCode', { label: TENDER_LABELS.code })
              : null

  function add() {
    if (problem !== null || typed === null) return
    onChange([...parts, { gateway: method, amount: typed, code: method === GIFT_CARD_GATEWAY ? code.trim() : '' }])
    setAmount('')
    setCode('')
    // Store credit is taken in one part: the next part is another method.
    if (method === STORE_CREDIT_GATEWAY) setMethod(methods.find((other) => other !== STORE_CREDIT_GATEWAY) ?? 'card')
  }
  // A problem shows once the cashier has typed something; a blank form only keeps Add disabled.
  const shown = amount !== '' || code !== '' ? problem : null
  const noCredit = method === STORE_CREDIT_GATEWAY && creditLeft === 0

  return (
    <Box
      data-testid="part-payments"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}
    >
      <Typography variant="subtitle2">{t('pos:parts.title')}</Typography>
      {parts.map((part, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="part-payment">
          <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {paymentMethodLabel(part.gateway)}
            {part.code && (
              <>
                {' '}
                <bdi>{part.code}</bdi>
              </>
            )}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            <bdi>{money(fromCents(part.amount))}</bdi>
          </Typography>
          <IconButton
            size="small"
            aria-label={t('pos:parts.remove', { method: paymentMethodLabel(part.gateway) })}
            onClick={() => onChange(parts.filter((_, at) => at !== index))}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          // One field a row: the sheet's side column is narrow, and a method's name must read whole.
          gridTemplateColumns: 'minmax(0, 1fr)',
        }}
      >
        <TextField
          select
          size="small"
          label={TENDER_LABELS.gateway}
          value={method}
          onChange={(event) => {
            setMethod(event.target.value)
            setAmount('')
          }}
        >
          {methods.map((option) => (
            <MenuItem key={option} value={option}>
              {paymentMethodLabel(option)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={TENDER_LABELS.amount}
          value={amount === '' ? fromCents(suggested).toFixed(2) : amount}
          onChange={(event) => setAmount(event.target.value)}
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        {method === GIFT_CARD_GATEWAY && (
          <TextField
            size="small"
            label={TENDER_LABELS.code}
            value={code}
            autoFocus
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={(event) => {
              // A scanner ends the code with Enter: it adds the card, it does not process the sale.
              if (event.key === 'Enter') {
                event.preventDefault()
                event.stopPropagation()
                add()
              }
            }}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
        )}
      </Box>
      {method === STORE_CREDIT_GATEWAY && creditLeft !== null && (
        <Typography variant="body2" color="text.secondary" data-testid="credit-available">
          {noCredit ? (
            t('pos:parts.noCredit')
          ) : (
            <Trans
              t={t}
              i18nKey="pos:parts.creditAvailable"
              values={{ amount: money(fromCents(creditLeft)) }}
              components={{ b: <bdi /> }}
            />
          )}
        </Typography>
      )}
      {shown !== null && remaining > 0 && (
        <Typography variant="body2" color="error" role="alert">
          {shown}
        </Typography>
      )}
      <Box>
        <Button variant="outlined" size="small" onClick={add} disabled={problem !== null || remaining <= 0}>
          {t('pos:parts.add')}
        </Button>
      </Box>
    </Box>
  )
}
