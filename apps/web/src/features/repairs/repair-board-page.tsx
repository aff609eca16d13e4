import ListIcon from '@mui/icons-material/ViewList'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import ListSubheader from '@mui/material/ListSubheader'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  REPAIR_GROUP_LABELS,
  REPAIR_GROUPS,
  REPAIR_PRIORITY_LABELS,
  repairStatusName,
  type RepairGroup,
} from '@counterpart/domain/repair-workflow'
import type { RepairBoardCard } from '@counterpart/domain/schemas/repair-board'
import type { RepairStatusItem } from '@counterpart/domain/schemas/repair-workflow'
import { REPAIR_FLOW_LABELS } from '@counterpart/domain/schemas/repair-workflow'
import { useState, type DragEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { isApiError } from '../../lib/api-error.ts'
import { pathOf } from '../../lib/paths.ts'
import { useRepairStatuses, useRepairTechnicians } from '../../lib/queries/repair-statuses.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useChangeRepairStatus } from './api/change-repair-status.ts'
import { useRepairBoard } from './api/get-repair-board.ts'
import { durationText } from '../../lib/duration-text.ts'

const DRAG_TYPE = 'application/x-counterpart-repair'

interface Move {
  card: RepairBoardCard
  status: RepairStatusItem
}

/** One ticket on the board: what the bench needs at a glance, and a menu to move it without dragging. */
function BoardCard({
  card,
  statuses,
  onMove,
}: {
  card: RepairBoardCard
  statuses: readonly RepairStatusItem[]
  onMove: (status: RepairStatusItem) => void
}) {
  const { t } = useTranslation('repairs')
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <Paper
      variant="outlined"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, String(card.id))
        event.dataTransfer.effectAllowed = 'move'
      }}
      data-testid={`board-card-${card.key}`}
      sx={{
        p: 1.25,
        cursor: 'grab',
        borderInlineStart: 4,
        borderInlineStartColor: card.overdue ? 'error.main' : card.statusColour,
      }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Link
            component={RouterLink}
            to={pathOf('RepairForm', { id: card.id })}
            underline="hover"
            sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
          >
            <bdi>{card.deviceName}</bdi>
          </Link>
          <Typography variant="body2" color="text.secondary" noWrap>
            <bdi>{card.name}</bdi>
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ fontFamily: 'monospace' }}>
            <bdi>{card.key}</bdi>
          </Typography>
        </Box>
        <IconButton
          size="small"
          aria-label={t('repairs:board.moveRepair', { key: card.key })}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ mt: -0.5, me: -0.5 }}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Stack direction="row" sx={{ gap: 0.5, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          size="small"
          label={repairStatusName(statuses.find((status) => status.id === card.statusId)?.group ?? '', card.statusName)}
          sx={{ bgcolor: card.statusColour, color: '#fff', maxWidth: 160 }}
        />
        {card.overdue && <Chip size="small" color="error" label={t('repairs:status.overdue')} />}
        {(card.priority === 'high' || card.priority === 'urgent') && (
          <Chip size="small" color="warning" variant="outlined" label={REPAIR_PRIORITY_LABELS[card.priority]} />
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
        <Trans
          i18nKey="repairs:board.inStatus"
          values={{ duration: durationText(card.timeInStatusMinutes) }}
          components={{ b: <bdi /> }}
        />
        {card.technician && (
          <>
            {' '}
            · <bdi>{card.technician.name}</bdi>
          </>
        )}
      </Typography>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {REPAIR_GROUPS.flatMap((group) => {
          const inGroup = statuses.filter((status) => status.group === group)
          return inGroup.length === 0
            ? []
            : [
                <ListSubheader key={group}>{REPAIR_GROUP_LABELS[group]}</ListSubheader>,
                ...inGroup.map((status) => (
                  <MenuItem
                    key={status.id}
                    disabled={status.id === card.statusId}
                    onClick={() => {
                      setAnchor(null)
                      onMove(status)
                    }}
                  >
                    {repairStatusName(status.group, status.name)}
                  </MenuItem>
                )),
              ]
        })}
      </Menu>
    </Paper>
  )
}

/**
 * The Repairs board (issue 30, item 2): a column per status group, overdue tickets first, dragged (or moved
 * with a card's menu) to another group's default status; a status that asks for a comment asks for it here.
 */
export function RepairBoardPage() {
  // 'all', 'me' or a user id: a select shows no empty value, so everyone has a word of its own.
  const { t } = useTranslation('repairs')
  const [technician, setTechnician] = useState('all')
  const board = useRepairBoard(technician === 'all' ? '' : technician)
  const statuses = useRepairStatuses()
  const technicians = useRepairTechnicians()
  const change = useChangeRepairStatus()
  const [over, setOver] = useState<RepairGroup | null>(null)
  const [pending, setPending] = useState<Move | null>(null)
  const [comment, setComment] = useState('')
  const [commentError, setCommentError] = useState<string | undefined>()

  function move({ card, status }: Move, withComment = '') {
    change.mutate(
      { id: card.id, input: { statusId: status.id, comment: withComment } },
      {
        onSuccess: (answer) => {
          showSnackbar(answer.message, 'success')
          setPending(null)
          setComment('')
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.errors?.comment) setCommentError(failure.errors.comment[0])
        },
      },
    )
  }

  function ask(next: Move) {
    if (next.card.statusId === next.status.id) return
    setCommentError(undefined)
    if (next.status.requiresComment) setPending(next)
    else move(next)
  }

  function drop(group: RepairGroup, event: DragEvent) {
    event.preventDefault()
    setOver(null)
    const id = Number(event.dataTransfer.getData(DRAG_TYPE))
    const card = board.data?.columns.flatMap((column) => column.cards).find((entry) => entry.id === id)
    const target = (statuses.data ?? []).find((status) => status.group === group && status.isDefault)
    if (card && target && card.statusId !== target.id) ask({ card, status: target })
  }

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1">
          {t('repairs:board.title')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={REPAIR_FLOW_LABELS.technicianId}
            value={technician}
            onChange={(event) => setTechnician(event.target.value)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="all">{t('repairs:board.everyone')}</MenuItem>
            <MenuItem value="me">{t('repairs:list.mine')}</MenuItem>
            {(technicians.data ?? []).map((user) => (
              <MenuItem key={user.id} value={String(user.id)}>
                {user.name}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" startIcon={<ListIcon />} component={RouterLink} to={pathOf('RepiarList')}>
            {t('repairs:board.list')}
          </Button>
        </Stack>
      </Stack>
      {board.isError && <Alert severity="error">{t('repairs:board.loadFailed')}</Alert>}
      <Box
        role="list"
        aria-label={t('repairs:board.title')}
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: 'minmax(240px, 85%)', sm: 'minmax(220px, 1fr)' },
          gap: 1.5,
          // The board scrolls inside itself; the page never does.
          overflowX: 'auto',
          pb: 1,
          scrollSnapType: { xs: 'x mandatory', sm: 'none' },
        }}
      >
        {(board.data?.columns ?? REPAIR_GROUPS.map((group) => ({ group, total: 0, cards: [] }))).map((column) => (
          <Box
            key={column.group}
            role="listitem"
            aria-label={REPAIR_GROUP_LABELS[column.group]}
            data-testid={`board-column-${column.group}`}
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(DRAG_TYPE)) return
              event.preventDefault()
              setOver(column.group)
            }}
            onDragLeave={() => setOver((current) => (current === column.group ? null : current))}
            onDrop={(event) => drop(column.group, event)}
            sx={{
              bgcolor: over === column.group ? 'action.selected' : 'action.hover',
              borderRadius: 2,
              p: 1,
              minHeight: 200,
              scrollSnapAlign: 'start',
              outline: over === column.group ? 2 : 0,
              outlineColor: 'primary.main',
            }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', px: 0.5, mb: 1 }}>
              <Typography variant="subtitle2" component="h2">
                {REPAIR_GROUP_LABELS[column.group]}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {column.total > column.cards.length
                  ? t('repairs:board.shownOf', { shown: column.cards.length, total: column.total })
                  : column.total}
              </Typography>
            </Stack>
            <Stack spacing={1}>
              {board.isPending && <Skeleton variant="rounded" height={88} />}
              {column.cards.map((card) => (
                <BoardCard
                  key={card.id}
                  card={card}
                  statuses={statuses.data ?? []}
                  onMove={(status) => ask({ card, status })}
                />
              ))}
              {!board.isPending && column.cards.length === 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ px: 0.5, py: 2, textAlign: 'center' }}>
                  {t('repairs:board.empty')}
                </Typography>
              )}
            </Stack>
          </Box>
        ))}
      </Box>
      {board.data && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('repairs:board.help', { days: board.data.closedDays })}
        </Typography>
      )}
      <Dialog open={pending !== null} onClose={() => setPending(null)} fullWidth maxWidth="xs">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (pending) move(pending, comment)
          }}
        >
          <DialogTitle>
            {t('repairs:board.moveTo', {
              status: pending ? repairStatusName(pending.status.group, pending.status.name) : '',
            })}
          </DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              required
              margin="dense"
              label={REPAIR_FLOW_LABELS.comment}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              error={Boolean(commentError)}
              helperText={commentError}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPending(null)}>{t('repairs:actions.cancel')}</Button>
            <Button type="submit" variant="contained" loading={change.isPending}>
              {t('repairs:status.move')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  )
}
