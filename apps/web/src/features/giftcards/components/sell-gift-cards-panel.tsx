import DeleteIcon from '@mui/icons-material/Delete'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { fromCents, toCents } from '@counterpart/domain/money'
import { contactName, type PosCustomer } from '@counterpart/domain/schemas/contacts'
import {
  GIFT_CARD_LABELS,
  GIFT_CARD_LIMITS,
  GIFT_CARD_SALE_GATEWAYS,
  giftCardPresets,
  groupGiftCardCode,
  type GiftCardSaleDocument,
} from '@counterpart/domain/schemas/gift-cards'
import { paymentMethodLabel } from '@counterpart/domain/schemas/tenders'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { isApiError } from '../../../lib/api-error.ts'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { pathOf } from '../../../lib/paths.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useSellGiftCards } from '../api/gift-card-sale.ts'
import { Trans, useTranslation } from 'react-i18next'

interface Line {
  amount: string
  code: string
}

type Gateway = (typeof GIFT_CARD_SALE_GATEWAYS)[number]

const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/

/** An amount typed as the wire takes it, in cents; null while it is not one. */
function centsOf(text: string): number | null {
  const trimmed = text.trim()
  return AMOUNT_PATTERN.test(trimmed) ? toCents(trimmed) : null
}

const blank = (): Line => ({ amount: '', code: '' })

/**
 * Selling gift cards at the terminal (issue 31, item 3): the cards as lines (a preset amount of the settings
 * or any amount, and the code of a pre-printed card when one is scanned), how they are paid and the cash
 * handed over. The cards are a sale of their own, never lines of the cart: the shop owes them, it has not
 * earned them. Once sold, each card's code shows as a barcode with its amount, and the receipt prints them.
 */
export function SellGiftCardsPanel({ customer }: { customer: PosCustomer | null }) {
  const { money, date } = useFormatters()
  const { t } = useTranslation('giftcards')
  const presets = giftCardPresets(useConfigs().giftCardAmounts)
  const sell = useSellGiftCards()
  const [lines, setLines] = useState<Line[]>([blank()])
  const [gateway, setGateway] = useState<Gateway>('cash')
  const [tendered, setTendered] = useState('')
  const [errors, setErrors] = useState<Readonly<Record<string, readonly string[]>>>({})
  const [conflict, setConflict] = useState<string | null>(null)
  const [sold, setSold] = useState<GiftCardSaleDocument | null>(null)

  const amounts = lines.map((line) => centsOf(line.amount))
  const total = amounts.reduce<number>((sum, cents) => sum + (cents ?? 0), 0)
  const tenderedCents = tendered.trim() === '' ? total : centsOf(tendered)
  const change = tenderedCents === null ? null : tenderedCents - total

  const update = (index: number, change: Partial<Line>) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...change } : line)))

  function addPreset(amount: number) {
    setLines((current) => {
      const empty = current.findIndex((line) => line.amount.trim() === '')
      if (empty >= 0) return current.map((line, at) => (at === empty ? { ...line, amount: String(amount) } : line))
      return current.length >= GIFT_CARD_LIMITS.cards ? current : [...current, { amount: String(amount), code: '' }]
    })
  }

  function submit() {
    setErrors({})
    setConflict(null)
    sell.mutate(
      {
        cards: lines.map((line) => ({ amount: line.amount.trim(), code: line.code })),
        customer_id: customer?.id ?? null,
        gateway,
        tendered: gateway === 'cash' && tendered.trim() !== '' ? tendered.trim() : null,
      },
      {
        onSuccess: (answer) => setSold(answer.sale),
        onError: (caught) => {
          if (!isApiError(caught)) return
          if (caught.status === 422) setErrors(caught.errors ?? {})
          else setConflict(caught.message)
        },
      },
    )
  }

  const fieldError = (name: string) => errors[name]?.[0]
  const cardsError = fieldError('cards')
  const gatewayError = fieldError('gateway')
  const tenderedError = fieldError('tendered')

  function again() {
    setSold(null)
    setLines([blank()])
    setTendered('')
  }

  if (sold) {
    return (
      <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="gift-cards-sold-title">
        <Typography variant="h6" component="h2" id="gift-cards-sold-title" sx={{ mb: 2 }}>
          {t('giftcards:sell.sold')}
        </Typography>
        <Stack spacing={2}>
          {sold.change > 0 && (
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t('giftcards:sell.changeDue')}
              </Typography>
              <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
                <bdi data-testid="gift-card-change">{money(sold.change)}</bdi>
              </Typography>
            </Box>
          )}
          {sold.cards.map((card) => (
            <Box
              key={card.id}
              data-testid="sold-gift-card"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, textAlign: 'center' }}
            >
              <Typography sx={{ fontWeight: 700 }}>
                <bdi>{money(card.amount)}</bdi>
              </Typography>
              {/* The barcode is drawn black on white whatever the theme, so a scanner reads it off the screen. */}
              <Box
                component="img"
                src={card.barcode}
                alt={t('giftcards:card.barcode', { code: card.code })}
                sx={{ display: 'block', mx: 'auto', my: 1, maxWidth: '100%', height: 56, bgcolor: '#fff', p: 0.5 }}
              />
              <Typography sx={{ fontFamily: 'monospace', letterSpacing: 1, overflowWrap: 'anywhere' }}>
                <bdi data-testid="sold-gift-card-code">{groupGiftCardCode(card.code)}</bdi>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {card.expires_at ? (
                  <Trans
                    t={t}
                    i18nKey="giftcards:card.validUntil"
                    values={{ date: date(card.expires_at) }}
                    components={{ b: <bdi /> }}
                  />
                ) : (
                  t('giftcards:card.noExpiry')
                )}
              </Typography>
            </Box>
          ))}
        </Stack>
        <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={`${pathOf('PrintGiftCards', { id: sold.id })}?paper=a4`}>
            A4
          </Button>
          <Button
            variant="outlined"
            component={RouterLink}
            to={`${pathOf('PrintGiftCards', { id: sold.id })}?paper=receipt`}
          >
            {t('giftcards:sell.printReceipt')}
          </Button>
          <Button variant="contained" onClick={again} autoFocus>
            {t('giftcards:sell.more')}
          </Button>
        </Stack>
      </Paper>
    )
  }

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="sell-gift-cards-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Typography variant="h6" component="h2" id="sell-gift-cards-title" sx={{ mb: 2 }}>
          {t('giftcards:sell.title')}
        </Typography>
        <Stack spacing={2}>
          {conflict && <Alert severity="warning">{conflict}</Alert>}
          {customer && (
            <Typography variant="body2">
              <Trans
                t={t}
                i18nKey="giftcards:sell.for"
                values={{ name: contactName(customer) }}
                components={{ b: <bdi /> }}
              />
            </Typography>
          )}
          {presets.length > 0 && (
            <Stack
              direction="row"
              sx={{ gap: 1, flexWrap: 'wrap' }}
              role="group"
              aria-label={t('giftcards:sell.amounts')}
            >
              {presets.map((amount) => (
                <Button key={amount} variant="outlined" onClick={() => addPreset(amount)} sx={{ minHeight: 48 }}>
                  <bdi>{money(amount)}</bdi>
                </Button>
              ))}
            </Stack>
          )}
          {lines.map((line, index) => (
            <Stack
              key={index}
              direction="row"
              sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
              data-testid="gift-card-line"
            >
              <TextField
                size="small"
                label={
                  lines.length > 1
                    ? t('giftcards:sell.amountNumbered', { label: GIFT_CARD_LABELS.amount, number: index + 1 })
                    : GIFT_CARD_LABELS.amount
                }
                value={line.amount}
                onChange={(event) => update(index, { amount: event.target.value })}
                error={fieldError(`cards.${index}.amount`) !== undefined}
                helperText={fieldError(`cards.${index}.amount`)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ width: 150, flexShrink: 0 }}
                autoFocus={index === 0}
              />
              <TextField
                size="small"
                label={t('giftcards:sell.scannedCode')}
                value={line.code}
                onChange={(event) => update(index, { code: event.target.value })}
                error={fieldError(`cards.${index}.code`) !== undefined}
                helperText={fieldError(`cards.${index}.code`) ?? t('giftcards:sell.scannedCodeHint')}
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: 40, spellCheck: false, dir: 'ltr' } }}
                sx={{ flex: '1 1 180px', minWidth: 0 }}
              />
              <IconButton
                aria-label={t('giftcards:sell.remove', { number: index + 1 })}
                disabled={lines.length === 1}
                onClick={() => setLines((current) => current.filter((_, at) => at !== index))}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          {cardsError && <Alert severity="error">{cardsError}</Alert>}
          <Box>
            <Button
              onClick={() => setLines((current) => [...current, blank()])}
              disabled={lines.length >= GIFT_CARD_LIMITS.cards}
            >
              {t('giftcards:sell.addCard')}
            </Button>
          </Box>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              select
              size="small"
              label={GIFT_CARD_LABELS.gateway}
              value={gateway}
              onChange={(event) => setGateway(event.target.value as Gateway)}
              error={gatewayError !== undefined}
              helperText={gatewayError}
              sx={{ minWidth: 150 }}
            >
              {GIFT_CARD_SALE_GATEWAYS.map((option) => (
                <MenuItem key={option} value={option}>
                  {paymentMethodLabel(option)}
                </MenuItem>
              ))}
            </TextField>
            {gateway === 'cash' && (
              <TextField
                size="small"
                label={GIFT_CARD_LABELS.tendered}
                value={tendered}
                onChange={(event) => setTendered(event.target.value)}
                error={tenderedError !== undefined}
                helperText={
                  tenderedError ??
                  (change !== null && change > 0
                    ? t('giftcards:sell.change', { amount: money(fromCents(change)) })
                    : t('giftcards:sell.exact'))
                }
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ width: 170 }}
              />
            )}
          </Stack>
        </Stack>
        <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={sell.isPending}
            disabled={total === 0}
            sx={{ minHeight: 56, px: 4 }}
          >
            <bdi>{t('giftcards:sell.take', { amount: money(fromCents(total)) })}</bdi>
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
