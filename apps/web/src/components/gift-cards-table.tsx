import CardGiftcardIcon from '@mui/icons-material/CardGiftcard'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import {
  GIFT_CARD_STATUS_TEXT,
  groupGiftCardCode,
  type GiftCardList,
  type GiftCardListItem,
} from '@counterpart/domain/schemas/gift-cards'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { api } from '../lib/api.ts'
import { useCan } from '../lib/app-configuration.ts'
import { pathOf } from '../lib/paths.ts'
import { GIFT_CARD_LIST_PATH } from '../lib/queries/gift-cards.ts'
import { useFormatters } from '../lib/use-formatters.ts'
import { RowAction } from './row-action.tsx'
import { ServerDataTable, type Column } from './server-data-table.tsx'
import { useTranslation } from 'react-i18next'

/** A card's state as one chip: green while it may be spent, amber past its date, grey once void. */
export function GiftCardStatusChip({ status, expired }: { status: GiftCardListItem['status']; expired: boolean }) {
  const shown = status === 'void' ? 'void' : expired ? 'expired' : 'active'
  const colour = shown === 'active' ? 'success' : shown === 'expired' ? 'warning' : 'default'
  return <Chip size="small" variant="outlined" color={colour} label={GIFT_CARD_STATUS_TEXT[shown]} />
}

/**
 * The gift cards as a paged table (issue 31): the Gift cards page lists them all, a customer's page those
 * sold to them (`customerId`). A card opens its page, by its code.
 */
export function GiftCardsTable({ customerId, toolbar }: { customerId?: number; toolbar?: ReactNode }) {
  const { t } = useTranslation('common')
  const { money, date } = useFormatters()
  const columns: readonly Column<GiftCardListItem>[] = [
    {
      key: 'code',
      label: t('common:giftCards.code'),
      nowrap: true,
      render: (row) => (
        <RouterLink to={pathOf('GiftCardDetail', { code: row.code })}>
          <bdi>{groupGiftCardCode(row.code)}</bdi>
        </RouterLink>
      ),
    },
    {
      key: 'status',
      label: t('common:giftCards.status'),
      nowrap: true,
      render: (row) => <GiftCardStatusChip status={row.status} expired={row.expired} />,
    },
    {
      key: 'balance',
      label: t('common:giftCards.balance'),
      sortable: true,
      align: 'right',
      render: (row) => <bdi>{money(row.balance)}</bdi>,
    },
    {
      key: 'initial',
      label: t('common:giftCards.soldFor'),
      sortable: true,
      align: 'right',
      hideBelow: 'sm',
      render: (row) => <bdi>{money(row.initial)}</bdi>,
    },
    ...(customerId === undefined
      ? [
          {
            key: 'customer',
            label: t('common:giftCards.customer'),
            maxWidth: 200,
            hideBelow: 'md' as const,
            render: (row: GiftCardListItem) => (row.customer ? <bdi>{row.customer.name}</bdi> : '—'),
          },
        ]
      : []),
    {
      key: 'expires_at',
      label: t('common:giftCards.expires'),
      sortable: true,
      nowrap: true,
      hideBelow: 'md',
      render: (row) => (row.expires_at ? <bdi>{date(row.expires_at)}</bdi> : t('common:giftCards.never')),
    },
    {
      key: 'created_at',
      label: t('common:giftCards.sold'),
      sortable: true,
      nowrap: true,
      hideBelow: 'lg',
      render: (row) => <bdi>{date(row.created_at)}</bdi>,
    },
  ]
  return (
    <ServerDataTable<GiftCardListItem>
      path={GIFT_CARD_LIST_PATH}
      label={customerId === undefined ? t('common:giftCards.title') : t('common:giftCards.ofCustomer')}
      columns={columns}
      params={customerId === undefined ? undefined : { customer_id: customerId }}
      searchable={customerId === undefined}
      defaultSort={{ sortBy: 'created_at', sortDesc: true }}
      toolbar={toolbar}
      rowActions={(row) => (
        <RowAction
          title={t('common:giftCards.open')}
          label={t('common:giftCards.rowLabel', { code: groupGiftCardCode(row.code) })}
          icon={CardGiftcardIcon}
          to={pathOf('GiftCardDetail', { code: row.code })}
        />
      )}
    />
  )
}

/** A customer's gift cards on their page, for those who sell cards; nothing when they have none. */
export function CustomerGiftCards({ customerId }: { customerId: number }) {
  const { t } = useTranslation('common')
  const canSee = useCan('giftCardSell')
  const any = useQuery({
    queryKey: [GIFT_CARD_LIST_PATH, 'of-customer', customerId],
    queryFn: () => api.get<GiftCardList>(GIFT_CARD_LIST_PATH, { query: { customer_id: customerId, itemsPerPage: 1 } }),
    enabled: canSee,
  })
  if (!canSee || !any.data || any.data.total === 0) return null
  return (
    <Box component="section" aria-label={t('common:giftCards.title')} sx={{ mb: 2 }}>
      <GiftCardsTable
        customerId={customerId}
        toolbar={
          <Typography variant="h6" component="h2">
            {t('common:giftCards.title')}
          </Typography>
        }
      />
    </Box>
  )
}
