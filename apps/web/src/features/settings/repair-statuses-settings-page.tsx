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
import { useTranslation } from 'react-i18next'

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

/** The dialog's fields, by name (field names, not words). */
const NAME = 'name'
const PUBLIC_LABEL = 'publicLabel'
const COLOUR = 'colour'
const LIMIT_MINUTES = 'limitMinutes'
const IS_DEFAULT = 'isDefault'

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
  const { t } = useTranslation('settings')
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
    <SettingsLayout title={t('settings:sections.repairStatuses')}>
      <Stack spacing={3}>
        <Typography variant="body2" color="text.secondary">
          {t('settings:statuses.intro')}
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
                  aria-label={t('settings:statuses.addTo', { group: REPAIR_GROUP_LABELS[group] })}
                >
                  {t('settings:statuses.add')}
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
                          {t('settings:statuses.customersSee', { label: status.publicLabel })}
                        </Typography>
                      )}
                      {status.isDefault && (
                        <Chip size="small" variant="outlined" label={t('settings:statuses.default')} />
                      )}
                      {status.requiresComment && (
                        <Chip size="small" variant="outlined" label={t('settings:statuses.commentRequired')} />
                      )}
                      {status.limitMinutes !== null && (
                        <Chip
                          size="small"
                          variant="outlined"
                          label={t('settings:statuses.overdueAfter', { minutes: status.limitMinutes })}
                        />
                      )}
                      <Typography variant="body2" color="text.secondary">
                        {t('settings:statuses.repairs', { count: status.repairs })}
                      </Typography>
                    </Stack>
                    <Stack direction="row" sx={{ flexShrink: 0 }}>
                      <Tooltip title={t('settings:statuses.moveUp')}>
                        <span>
                          <IconButton
                            size="small"
                            aria-label={t('settings:statuses.moveUpRow', { name: status.name })}
                            disabled={index === 0 || reorder.isPending}
                            onClick={() => move(group, list, index, -1)}
                          >
                            <ArrowUpwardIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip title={t('settings:statuses.moveDown')}>
                        <span>
                          <IconButton
                            size="small"
                            aria-label={t('settings:statuses.moveDownRow', { name: status.name })}
                            disabled={index === list.length - 1 || reorder.isPending}
                            onClick={() => move(group, list, index, 1)}
                          >
                            <ArrowDownwardIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip title={t('common:actions.edit')}>
                        <IconButton
                          size="small"
                          aria-label={t('settings:statuses.editRow', { name: status.name })}
                          onClick={() => setDraft(draftOf(status))}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip
                        title={status.isDefault ? t('settings:statuses.defaultStays') : t('common:actions.delete')}
                      >
                        <span>
                          <IconButton
                            size="small"
                            color="error"
                            aria-label={t('settings:statuses.deleteRow', { name: status.name })}
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
        message={removing ? t('settings:statuses.deleteQuestion', { name: removing.name }) : ''}
        detail={
          removing && removing.repairs > 0
            ? t('settings:statuses.deleteDetail', { count: removing.repairs })
            : undefined
        }
        confirmLabel={t('common:actions.delete')}
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
  const { t } = useTranslation('settings')
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

  const title =
    values.id === null
      ? t('settings:statuses.newIn', { group: REPAIR_GROUP_LABELS[values.group] })
      : t('settings:statuses.editRow', { name: draft.name })
  const nameError = error(NAME)
  const publicLabelError = error(PUBLIC_LABEL)
  const colourError = error(COLOUR)
  const limitError = error(LIMIT_MINUTES)
  const defaultError = error(IS_DEFAULT)
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
              error={Boolean(nameError)}
              helperText={nameError}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <TextField
              label={LABELS.publicLabel}
              value={values.publicLabel}
              onChange={(event) => set('publicLabel', event.target.value)}
              error={Boolean(publicLabelError)}
              helperText={publicLabelError ?? t('settings:statuses.publicLabelHint')}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
              <TextField
                label={LABELS.colour}
                type="color"
                value={values.colour}
                onChange={(event) => set('colour', event.target.value)}
                error={Boolean(colourError)}
                helperText={colourError}
                sx={{ width: 140 }}
              />
              <TextField
                label={LABELS.limitMinutes}
                type="number"
                value={values.limitMinutes}
                onChange={(event) => set('limitMinutes', event.target.value)}
                error={Boolean(limitError)}
                helperText={limitError ?? t('settings:statuses.limitHint')}
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
            {defaultError && (
              <Typography variant="body2" color="error">
                {defaultError}
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
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
