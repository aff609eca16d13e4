import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  GIFT_CARD_LABELS,
  GIFT_CARD_STATUS_TEXT,
  groupGiftCardCode,
  normaliseGiftCardCode,
} from '@counterpart/domain/schemas/gift-cards'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { isApiError } from '../../../lib/api-error.ts'
import { pathOf } from '../../../lib/paths.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useGiftCard } from '../api/gift-card.ts'
import { Trans, useTranslation } from 'react-i18next'

/** What is left on a card, its status and expiry: the code scanned or typed, in any spelling. */
export function CheckGiftCardPanel() {
  const { money, date } = useFormatters()
  const { t } = useTranslation('giftcards')
  const [typed, setTyped] = useState('')
  const [asked, setAsked] = useState<string | null>(null)
  const card = useGiftCard(asked)
  const data = card.data
  const failure = isApiError(card.error) ? card.error : null
  const shown = data ? (data.status === 'void' ? 'void' : data.expired ? 'expired' : 'active') : null
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="check-gift-card-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const code = normaliseGiftCardCode(typed)
          if (code !== '') setAsked(code)
        }}
      >
        <Typography variant="h6" component="h2" id="check-gift-card-title" sx={{ mb: 2 }}>
          {t('giftcards:check.title')}
        </Typography>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label={GIFT_CARD_LABELS.code}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              helperText={t('giftcards:check.hint')}
              autoFocus
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 64, spellCheck: false, dir: 'ltr' } }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" variant="contained" loading={card.isFetching} sx={{ minHeight: 56 }}>
              {t('giftcards:check.action')}
            </Button>
          </Stack>
          {failure && (
            <Alert severity={failure.status === 404 ? 'info' : 'warning'}>
              {failure.status === 404 ? t('giftcards:check.notFound') : failure.message}
            </Alert>
          )}
          {data && shown && (
            <Stack spacing={0.5} data-testid="gift-card-check">
              <Typography variant="body2" color="text.secondary">
                <bdi>{groupGiftCardCode(data.code)}</bdi> · {GIFT_CARD_STATUS_TEXT[shown]}
              </Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                <bdi data-testid="gift-card-check-balance">{money(data.balance)}</bdi>
              </Typography>
              <Typography variant="body2">
                <Trans
                  t={t}
                  i18nKey="giftcards:check.soldFor"
                  values={{ amount: money(data.initial) }}
                  components={{ b: <bdi /> }}
                />
                {' · '}
                {data.expires_at ? (
                  <Trans
                    t={t}
                    i18nKey={shown === 'expired' ? 'giftcards:card.expiredOn' : 'giftcards:card.validUntil'}
                    values={{ date: date(data.expires_at) }}
                    components={{ b: <bdi /> }}
                  />
                ) : (
                  t('giftcards:card.noExpiry')
                )}
              </Typography>
              <RouterLink to={pathOf('GiftCardDetail', { code: data.code })}>{t('giftcards:check.open')}</RouterLink>
            </Stack>
          )}
        </Stack>
      </form>
    </Paper>
  )
}
