import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { REPAIR_PRIORITIES, REPAIR_PRIORITY_LABELS, type RepairPriority } from '@counterpart/domain/repair-workflow'
import { REPAIR_FLOW_LABELS } from '@counterpart/domain/schemas/repair-workflow'
import { useTranslation } from 'react-i18next'
import { useCan } from '../../../lib/app-configuration.ts'
import { useRepairTechnicians } from '../../../lib/queries/repair-statuses.ts'

export interface RepairFlowValues {
  /** '' for nobody. */
  technicianId: string
  priority: RepairPriority
  /** A datetime-local value in this browser's time, '' for none. */
  promisedAt: string
}

interface FlowRecord {
  technician?: { id: number; name: string } | null
  priority?: RepairPriority
  promisedAt?: string | null
}

const pad = (value: number) => String(value).padStart(2, '0')

/** An ISO time as a datetime-local input shows it, in this browser's time. */
function localInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const at = new Date(iso)
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
}

export function flowValuesOf(repair: FlowRecord | null): RepairFlowValues {
  return {
    technicianId: repair?.technician ? String(repair.technician.id) : '',
    priority: repair?.priority ?? 'normal',
    promisedAt: localInput(repair?.promisedAt),
  }
}

/** What the form sends of them: only what changed, so staff without the switch to assign can still save. */
export function flowForWire(values: RepairFlowValues, repair: FlowRecord | null) {
  const before = flowValuesOf(repair)
  return {
    ...(values.technicianId !== before.technicianId
      ? { technicianId: values.technicianId === '' ? null : Number(values.technicianId) }
      : {}),
    ...(values.priority !== before.priority ? { priority: values.priority } : {}),
    ...(values.promisedAt !== before.promisedAt
      ? { promisedAt: values.promisedAt === '' ? null : new Date(values.promisedAt).toISOString() }
      : {}),
  }
}

/** Technician, priority and promised date (issue 30, item 3): optional, beside the spec's repair form. */
export function RepairFlowFields({
  values,
  current,
  onChange,
}: {
  values: RepairFlowValues
  /** The ticket's technician now, offered while the list loads (and if they no longer work repairs). */
  current: { id: number; name: string } | null
  onChange: (values: RepairFlowValues) => void
}) {
  const { t } = useTranslation('repairs')
  const canAssign = useCan('repairAssign')
  const technicians = useRepairTechnicians(canAssign)
  const set = <K extends keyof RepairFlowValues>(key: K, value: RepairFlowValues[K]) =>
    onChange({ ...values, [key]: value })

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {t('repairs:flow.title')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          select
          label={REPAIR_FLOW_LABELS.priority}
          value={values.priority}
          onChange={(event) => {
            const chosen = REPAIR_PRIORITIES.find((priority) => priority === event.target.value)
            if (chosen) set('priority', chosen)
          }}
        >
          {REPAIR_PRIORITIES.map((priority) => (
            <MenuItem key={priority} value={priority}>
              {REPAIR_PRIORITY_LABELS[priority]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={REPAIR_FLOW_LABELS.promisedAt}
          type="datetime-local"
          value={values.promisedAt}
          onChange={(event) => set('promisedAt', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {canAssign && (
          <TextField
            select
            label={REPAIR_FLOW_LABELS.technicianId}
            value={values.technicianId}
            onChange={(event) => set('technicianId', event.target.value)}
          >
            <MenuItem value="">{t('repairs:flow.nobodyYet')}</MenuItem>
            {[
              ...(current && !(technicians.data ?? []).some((user) => user.id === current.id) ? [current] : []),
              ...(technicians.data ?? []),
            ].map((user) => (
              <MenuItem key={user.id} value={String(user.id)}>
                {user.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
    </Paper>
  )
}
