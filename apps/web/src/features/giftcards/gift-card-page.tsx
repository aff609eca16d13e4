import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { groupGiftCardCode } from '@counterpart/domain/schemas/gift-cards'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { GiftCardStatusChip } from '../../components/gift-cards-table.tsx'
import { LabelledValues } from '../../components/labelled-values.tsx'
import { QueryStatus } from '../../components/query-status.tsx'
import { isApiError } from '../../lib/api-error.ts'
import { useCan } from '../../lib/app-configuration.ts'
import { pathOf } from '../../lib/paths.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useGiftCard } from './api/gift-card.ts'
import { GiftCardHistory } from './components/gift-card-history.tsx'
import { useTranslation } from 'react-i18next'

/**
 * gift-cards/{code} (GiftCardDetail): a card's balance, status and expiry, who it was sold to and on which
 * sale, and every change of its balance with the balance after it.
 */
export function GiftCardPage() {
  const { code = '' } = useParams()
  const card = useGiftCard(code)
  const { t } = useTranslation('giftcards')
  const navigate = useNavigate()
  const canSell = useCan('giftCardSell')
  const { money, date } = useFormatters()
  const data = card.data
  const missing = isApiError(card.error) ? card.error : null
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('giftcards:card.title')}
        </Typography>
        <Button onClick={() => void navigate(-1)}>{t('giftcards:back')}</Button>
      </Stack>
      {missing ? (
        <Alert severity={missing.status === 404 ? 'info' : 'error'}>{missing.message}</Alert>
      ) : (
        <QueryStatus query={card} record="gift card" />
      )}
      {data && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                <bdi data-testid="gift-card-code">{groupGiftCardCode(data.code)}</bdi>
              </Typography>
              <GiftCardStatusChip status={data.status} expired={data.expired} />
            </Stack>
            <LabelledValues
              perRow={4}
              fields={[
                [
                  t('giftcards:card.balance'),
                  <Typography key="balance" variant="h6" component="span" sx={{ fontWeight: 700 }}>
                    <bdi data-testid="gift-card-balance">{money(data.balance)}</bdi>
                  </Typography>,
                ],
                [t('giftcards:card.soldFor'), <bdi key="initial">{money(data.initial)}</bdi>],
                [
                  t('giftcards:card.expires'),
                  data.expires_at ? <bdi key="expires">{date(data.expires_at)}</bdi> : t('giftcards:card.never'),
                ],
                [t('giftcards:card.soldOn'), <bdi key="sold">{date(data.created_at)}</bdi>],
                [
                  t('giftcards:sale.customer'),
                  data.customer ? (
                    <RouterLink key="customer" to={pathOf('CustomerDetail', { id: data.customer.id })}>
                      <bdi>{data.customer.name}</bdi>
                    </RouterLink>
                  ) : (
                    ''
                  ),
                ],
                [
                  t('giftcards:history.sale'),
                  data.sale ? (
                    canSell ? (
                      <RouterLink key="sale" to={pathOf('GiftCardSale', { id: data.sale.id })}>
                        <bdi>{data.sale.key}</bdi>
                      </RouterLink>
                    ) : (
                      <bdi key="sale">{data.sale.key}</bdi>
                    )
                  ) : (
                    ''
                  ),
                ],
              ]}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('giftcards:card.history')}
            </Typography>
            <GiftCardHistory events={data.events} />
          </Paper>
        </Stack>
      )}
    </>
  )
}
