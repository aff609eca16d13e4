import AddIcon from '@mui/icons-material/Add'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { REPAIR_GROUP_LABELS, REPAIR_GROUPS, type RepairGroup } from '@counterpart/domain/repair-workflow'
import { REPAIR_STATUS_FORM_LABELS as LABELS, type RepairStatusItem } from '@counterpart/domain/schemas/repair-workflow'
import { useState, type FormEvent } from 'react'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { isApiError } from '../../lib/api-error.ts'
import {
  useCreateRepairStatus,
  useDeleteRepairStatus,
  useReorderRepairStatuses,
  useRepairStatuses,
  useUpdateRepairStatus,
} from '../../lib/queries/repair-statuses.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { OpeningHoursCard } from './components/opening-hours-card.tsx'
import { SettingsLayout } from './components/settings-layout.tsx'

interface Draft {
  id: number | null
  group: RepairGroup
  name: string
  publicLabel: string
  colour: string
  isDefault: boolean
  requiresComment: boolean
  limitMinutes: string
}

const blank = (group: RepairGroup): Draft => ({
  id: null,
  group,
  name: '',
  publicLabel: '',
  colour: '#757575',
  isDefault: false,
  requiresComment: false,
  limitMinutes: '',
})

const draftOf = (status: RepairStatusItem): Draft => ({
  id: status.id,
  group: status.group,
  name: status.name,
  publicLabel: status.publicLabel,
  colour: status.colour,
  isDefault: status.isDefault,
  requiresComment: status.requiresComment,
  limitMinutes: status.limitMinutes === null ? '' : String(status.limitMinutes),
})

/**
 * Settings › Repair statuses (issue 30): the shop's own statuses within the fixed groups, their public
 * labels, colours, order, the default of each group, the comment rule and the time limit.
 */
export function RepairStatusesSettingsPage() {
  const statuses = useRepairStatuses()
  const reorder = useReorderRepairStatuses()
  const removal = useDeleteRepairStatus()
  const [draft, setDraft] = useState<Draft | null>(null)
  const [removing, setRemoving] = useState<RepairStatusItem | null>(null)

  const move = (group: RepairGroup, list: RepairStatusItem[], index: number, by: -1 | 1) => {
    const ids = list.map((status) => status.id)
    const [moved] = ids.splice(index, 1)
    if (moved === undefined) return
    ids.splice(index + by, 0, moved)
    reorder.mutate({ group, ids }, { onSuccess: (answer) => showSnackbar(answer.message, 'success') })
  }

  return (
    <SettingsLayout title="Repair statuses">
      <Stack spacing={3}>
        <Typography variant="body2" color="text.secondary">
          Every repair is in one status. Statuses belong to fixed groups; the default of a group is where the shop's own
          actions (marking a repair complete, reopening it) move a repair. The public label is what the customer's
          tracking page shows.
        </Typography>
        {REPAIR_GROUPS.map((group) => {
          const list = (statuses.data ?? []).filter((status) => status.group === group)
          const headingId = `repair-group-${group}`
          return (
            <Box key={group} component="section" aria-labelledby={headingId}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
                <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {REPAIR_GROUP_LABELS[group]}
                </Typography>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() => setDraft(blank(group))}
                  aria-label={`Add a status to ${REPAIR_GROUP_LABELS[group]}`}
                >
                  Add status
                </Button>
              </Stack>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {list.map((status, index) => (
                  <Stack
                    component="li"
                    key={status.id}
                    direction={{ xs: 'column', sm: 'row' }}
                    sx={{
                      gap: 1,
                      alignItems: { sm: 'center' },
                      justifyContent: 'space-between',
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      px: 1.5,
                      py: 1,
                    }}
                  >
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
                      <Chip
                        size="small"
                        label={status.name}
                        sx={{ bgcolor: status.colour, color: '#fff', maxWidth: '100%' }}
                      />
                      {status.publicLabel && status.publicLabel !== status.name && (
                        <Typography variant="body2" color="text.secondary">
                          Customers see “{status.publicLabel}”
                        </Typography>
                      )}
                      {status.isDefault && <Chip size="small" variant="outlined" label="Default" />}
                      {status.requiresComment && <Chip size="small" variant="outlined" label="Comment required" />}
                      {status.limitMinutes !== null && (
                        <Chip size="small" variant="outlined" label={`Overdue after ${status.limitMinutes} min`} />
                      )}
                      <Typography variant="body2" color="text.secondary">
                        {status.repairs} {status.repairs === 1 ? 'repair' : 'repairs'}
                      </Typography>
                    </Stack>
                    <Stack direction="row" sx={{ flexShrink: 0 }}>
                      <Tooltip title="Move up">
                        <span>
                          <IconButton
                            size="small"
                            aria-label={`Move ${status.name} up`}
                            disabled={index === 0 || reorder.isPending}
                            onClick={() => move(group, list, index, -1)}
                          >
                            <ArrowUpwardIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip title="Move down">
                        <span>
                          <IconButton
                            size="small"
                            aria-label={`Move ${status.name} down`}
                            disabled={index === list.length - 1 || reorder.isPending}
                            onClick={() => move(group, list, index, 1)}
                          >
                            <ArrowDownwardIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip title="Edit">
                        <IconButton
                          size="small"
                          aria-label={`Edit ${status.name}`}
                          onClick={() => setDraft(draftOf(status))}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={status.isDefault ? 'The default of a group stays' : 'Delete'}>
                        <span>
                          <IconButton
                            size="small"
                            color="error"
                            aria-label={`Delete ${status.name}`}
                            disabled={status.isDefault}
                            onClick={() => setRemoving(status)}
                          >
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </Stack>
                  </Stack>
                ))}
              </Stack>
            </Box>
          )
        })}
        <OpeningHoursCard />
      </Stack>
      {draft && <StatusDialog draft={draft} onClose={() => setDraft(null)} />}
      <ConfirmDialog
        open={removing !== null}
        message={removing ? `Delete the repair status "${removing.name}"?` : ''}
        detail={
          removing && removing.repairs > 0 ? `${removing.repairs} repairs are in it: move them first.` : undefined
        }
        confirmLabel="Delete"
        busy={removal.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          removal.mutate(removing.id, {
            onSuccess: (answer) => showSnackbar(answer.message, 'success'),
            onSettled: () => setRemoving(null),
          })
        }
      />
    </SettingsLayout>
  )
}

function StatusDialog({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const [values, setValues] = useState(draft)
  const [errors, setErrors] = useState<Readonly<Record<string, readonly string[]>>>({})
  const create = useCreateRepairStatus()
  const update = useUpdateRepairStatus()
  const saving = create.isPending || update.isPending
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setValues((current) => ({ ...current, [key]: value }))
  const error = (key: string) => errors[key]?.[0]

  function submit(event: FormEvent) {
    event.preventDefault()
    const limit = values.limitMinutes.trim()
    const input = {
      name: values.name,
      publicLabel: values.publicLabel,
      colour: values.colour,
      isDefault: values.isDefault,
      requiresComment: values.requiresComment,
      limitMinutes: limit === '' ? null : Number(limit),
    }
    const done = {
      onSuccess: (answer: { message: string }) => {
        showSnackbar(answer.message, 'success')
        onClose()
      },
      onError: (failure: Error) => {
        if (isApiError(failure) && failure.errors) setErrors(failure.errors)
      },
    }
    if (values.id === null) create.mutate({ ...input, group: values.group }, done)
    else update.mutate({ id: values.id, input }, done)
  }

  const title = values.id === null ? `New status in ${REPAIR_GROUP_LABELS[values.group]}` : `Edit ${draft.name}`
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="repair-status-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="repair-status-dialog">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={LABELS.name}
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
              required
              autoFocus
              error={Boolean(error('name'))}
              helperText={error('name')}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <TextField
              label={LABELS.publicLabel}
              value={values.publicLabel}
              onChange={(event) => set('publicLabel', event.target.value)}
              error={Boolean(error('publicLabel'))}
              helperText={error('publicLabel') ?? 'What the customer reads on the tracking page; the name when empty.'}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
              <TextField
                label={LABELS.colour}
                type="color"
                value={values.colour}
                onChange={(event) => set('colour', event.target.value)}
                error={Boolean(error('colour'))}
                helperText={error('colour')}
                sx={{ width: 140 }}
              />
              <TextField
                label={LABELS.limitMinutes}
                type="number"
                value={values.limitMinutes}
                onChange={(event) => set('limitMinutes', event.target.value)}
                error={Boolean(error('limitMinutes'))}
                helperText={error('limitMinutes') ?? 'Empty: never overdue'}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
                sx={{ width: 220 }}
              />
            </Stack>
            <FormControlLabel
              control={
                <Switch
                  checked={values.isDefault}
                  disabled={draft.isDefault}
                  onChange={(event) => set('isDefault', event.target.checked)}
                />
              }
              label={LABELS.isDefault}
            />
            {error('isDefault') && (
              <Typography variant="body2" color="error">
                {error('isDefault')}
              </Typography>
            )}
            <FormControlLabel
              control={
                <Switch
                  checked={values.requiresComment}
                  onChange={(event) => set('requiresComment', event.target.checked)}
                />
              }
              label={LABELS.requiresComment}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
