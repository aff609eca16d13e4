import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { AUDIT_ENTITIES, AUDIT_ENTITY_FORMER_NAMES, AUDIT_LABELS } from '@counterpart/domain/schemas/audit-labels'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AUDIT_ENTITY_LABELS, AUDIT_FILTERS, type AuditFilters } from '../../../components/audit-format.ts'
import { useAuditPeople } from '../api/get-audit-people.ts'

// A former name is found under the new one, so it is not offered twice.
const FORMER_NAMES = new Set(Object.values(AUDIT_ENTITY_FORMER_NAMES).flat())
const ENTITY_CHOICES = AUDIT_ENTITIES.filter((entity) => !FORMER_NAMES.has(entity))

/** A record id is typed a digit at a time: the list follows once the typing pauses. */
const RECORD_ID_PAUSE_MS = 400

// One row from a tablet up (the fields share it, none narrower than its text), stacked on a phone with the
// two days side by side.
const FIELD = { flex: { xs: '1 1 100%', sm: '1 1 0' }, minWidth: { sm: 140 }, maxWidth: { sm: 220 } } as const
const RECORD_FIELD = { ...FIELD, minWidth: { sm: 90 }, maxWidth: { sm: 140 } } as const
const DATE_FIELD = { ...FIELD, flex: { xs: '1 1 40%', sm: '1 1 0' } } as const

interface AuditFilterBarProps {
  value: AuditFilters
  /** Sets the filters named (an empty one is removed), keeping the others. */
  onChange: (patch: AuditFilters) => void
}

/** Person, record type, record and dates: the filters of the audit log, on one row where it fits. */
export function AuditFilterBar({ value, onChange }: AuditFilterBarProps) {
  const { t, i18n } = useTranslation('audit')
  // In the reader's language and its alphabetical order, so sorted when drawn, not once at load.
  const entityOptions = [...ENTITY_CHOICES].sort((a, b) =>
    AUDIT_ENTITY_LABELS[a].localeCompare(AUDIT_ENTITY_LABELS[b], i18n.language),
  )
  const people = useAuditPeople()
  const [recordId, setRecordId] = useState(value.entity_id ?? '')
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(typing.current), [])
  const change = (name: keyof AuditFilters, next: string) => onChange({ [name]: next || undefined })

  function typeRecordId(next: string) {
    setRecordId(next)
    clearTimeout(typing.current)
    typing.current = setTimeout(() => change('entity_id', next.trim()), RECORD_ID_PAUSE_MS)
  }

  // An address naming someone not in the list (yet) still shows who is filtered on.
  const peopleList = people.data?.people ?? []
  const listed = value.user_id === undefined || peopleList.some((person) => String(person.id) === value.user_id)
  const toBeforeFrom = value.from !== undefined && value.to !== undefined && value.to < value.from
  const filtered = Object.values(value).some(Boolean)

  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('audit:filter.label')}
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        select
        size="small"
        label={AUDIT_LABELS.user_id}
        value={value.user_id ?? ''}
        onChange={(event) => change('user_id', event.target.value)}
        sx={FIELD}
      >
        <MenuItem value="">{t('audit:filter.everyone')}</MenuItem>
        {!listed && (
          <MenuItem value={value.user_id}>
            {t('audit:filter.person', { label: AUDIT_LABELS.user_id, id: value.user_id })}
          </MenuItem>
        )}
        {peopleList.map((person) => (
          <MenuItem key={person.id} value={String(person.id)}>
            {person.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={AUDIT_LABELS.entity}
        value={value.entity ?? ''}
        onChange={(event) => change('entity', event.target.value)}
        sx={FIELD}
      >
        <MenuItem value="">{t('audit:filter.allRecords')}</MenuItem>
        {entityOptions.map((entity) => (
          <MenuItem key={entity} value={entity}>
            {AUDIT_ENTITY_LABELS[entity]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={AUDIT_LABELS.entity_id}
        value={recordId}
        onChange={(event) => typeRecordId(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 64, inputMode: 'numeric' } }}
        sx={RECORD_FIELD}
      />
      <TextField
        size="small"
        type="date"
        label={AUDIT_LABELS.from}
        value={value.from ?? ''}
        onChange={(event) => change('from', event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to } }}
        sx={DATE_FIELD}
      />
      <TextField
        size="small"
        type="date"
        label={AUDIT_LABELS.to}
        value={value.to ?? ''}
        onChange={(event) => change('to', event.target.value)}
        error={toBeforeFrom}
        helperText={
          toBeforeFrom ? t('audit:filter.toBeforeFrom', { to: AUDIT_LABELS.to, from: AUDIT_LABELS.from }) : undefined
        }
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from } }}
        sx={DATE_FIELD}
      />
      {filtered && (
        <Button
          onClick={() => {
            clearTimeout(typing.current)
            setRecordId('')
            onChange(Object.fromEntries(AUDIT_FILTERS.map((name) => [name, undefined])))
          }}
          sx={{ alignSelf: 'center' }}
        >
          {t('audit:filter.clear')}
        </Button>
      )}
    </Stack>
  )
}
