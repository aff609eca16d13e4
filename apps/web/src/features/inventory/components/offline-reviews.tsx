import DoneIcon from '@mui/icons-material/Done'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import {
  OFFLINE_REVIEW_CLEAR_LABELS,
  OFFLINE_REVIEW_LABELS,
  type OfflineReview,
} from '@counterpart/domain/schemas/offline'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OrderLink } from '../../../components/order-link.tsx'
import { RowAction } from '../../../components/row-action.tsx'
import { ServerDataTable, type Column } from '../../../components/server-data-table.tsx'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { OFFLINE_REVIEWS_PATH, useClearOfflineReview } from '../api/offline-reviews.ts'
import { OpenClearedHeading } from './open-cleared-heading.tsx'

/** The owner has looked at the sale: cleared once, with what they found. */
function ClearDialog({ review, onClose }: { review: OfflineReview; onClose: () => void }) {
  const [note, setNote] = useState('')
  const clear = useClearOfflineReview()
  const { t } = useTranslation('inventory')
  function confirm() {
    clear.mutate(
      { id: review.id, note },
      {
        onSuccess: (answer) => {
          showSnackbar(answer.message, 'success')
          onClose()
        },
      },
    )
  }
  return (
    <Dialog
      open
      onClose={clear.isPending ? undefined : onClose}
      aria-labelledby="clear-review-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="clear-review-title">{t('inventory:reviews.clearTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('inventory:reviews.what', { reason: OFFLINE_REVIEW_LABELS[review.reason], detail: review.detail })}
        </DialogContentText>
        <TextField
          label={t('inventory:reviews.optional', { label: OFFLINE_REVIEW_CLEAR_LABELS.note })}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          multiline
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={clear.isPending}>
          {t('inventory:actions.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} loading={clear.isPending}>
          {t('inventory:conflicts.clear')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/**
 * Offline sales to review (issue 34), beside the stock conflicts: a sale dated inside its till's window, sold
 * while the till was in touch, below the catalogue, off sale or outside any session. The sale stands.
 */
export function OfflineReviews() {
  const [status, setStatus] = useState<'open' | 'cleared'>('open')
  const [clearing, setClearing] = useState<OfflineReview | null>(null)
  const { dateTime } = useFormatters()
  const { t } = useTranslation('inventory')
  const columns: Column<OfflineReview>[] = [
    {
      key: 'datedAt',
      label: t('inventory:reviews.columns.dated'),
      nowrap: true,
      hideBelow: 'sm',
      render: (row) => dateTime(row.datedAt),
    },
    { key: 'till', label: t('inventory:conflicts.columns.till'), hideBelow: 'md' },
    {
      key: 'orderKey',
      label: t('inventory:conflicts.columns.sale'),
      nowrap: true,
      render: (row) => <OrderLink order={{ id: row.order_id, key: row.orderKey, kind: 'salling' }} />,
    },
    {
      key: 'reason',
      label: t('inventory:reviews.columns.why'),
      maxWidth: { xs: 160, md: 280 },
      render: (row) => OFFLINE_REVIEW_LABELS[row.reason],
    },
    { key: 'detail', label: t('inventory:reviews.columns.what'), hideBelow: 'md', maxWidth: { md: 360 } },
    ...(status === 'cleared'
      ? [
          {
            key: 'note',
            label: t('inventory:conflicts.columns.cleared'),
            hideBelow: 'sm' as const,
            render: (row: OfflineReview) =>
              `${row.cleared_at ? dateTime(row.cleared_at) : ''}${row.note ? ` · ${row.note}` : ''}`,
          },
        ]
      : []),
  ]
  return (
    <section aria-labelledby="offline-reviews-title">
      <OpenClearedHeading
        id="offline-reviews-title"
        title={t('inventory:reviews.title')}
        choiceLabel={t('inventory:reviews.which')}
        status={status}
        onStatus={setStatus}
        spaced
      />
      <ServerDataTable<OfflineReview>
        key={status}
        path={OFFLINE_REVIEWS_PATH}
        params={{ status }}
        columns={columns}
        label={t('inventory:reviews.title')}
        searchable={false}
        rowActions={
          status === 'open'
            ? (row) => (
                <RowAction
                  title={t('inventory:conflicts.clear')}
                  label={t('inventory:reviews.clearOne', { sale: row.orderKey })}
                  icon={DoneIcon}
                  onClick={() => setClearing(row)}
                />
              )
            : undefined
        }
      />
      {clearing && <ClearDialog review={clearing} onClose={() => setClearing(null)} />}
    </section>
  )
}
