import AddAPhotoIcon from '@mui/icons-material/AddAPhoto'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import {
  CHECK_RESULT_LABELS,
  CHECK_RESULTS,
  CHECKLIST_STAGES,
  PHOTO_STAGE_LABELS,
  PHOTO_STAGES,
  REPAIR_EVIDENCE_LABELS,
  SIGNATURE_STAGE_LABELS,
  SIGNATURE_STAGES,
  type CheckResult,
  type ChecklistStage,
  type PhotoStage,
  type RepairChecklist,
  type SignatureStage,
} from '@counterpart/domain/schemas/repair-evidence'
import type { RepairDetailAnswer as RepairDetail } from '@counterpart/domain/schemas/repair-estimates'
import { useRef, useState, type ChangeEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { SignaturePad } from '../../../components/signature-pad.tsx'
import { useCan } from '../../../lib/app-configuration.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useChecklistCategories } from '../../../lib/queries/repair-settings.ts'
import {
  useAddRepairPhoto,
  useAddRepairSignature,
  useRemoveRepairPhoto,
  useSaveRepairChecklist,
  useUpdateRepairPhoto,
} from '../api/repair-evidence.ts'

const LABELS = REPAIR_EVIDENCE_LABELS

/** Per stage, whole sentences: a stage's label lower-cased inside another sentence reads wrong in other languages. */
const PHOTO_ALT: Record<PhotoStage, string> = {
  intake: 'repairs:evidence.photoAlt.intake',
  work: 'repairs:evidence.photoAlt.work',
  pickup: 'repairs:evidence.photoAlt.pickup',
}
const REMOVE_PHOTO: Record<PhotoStage, string> = {
  intake: 'repairs:evidence.removePhoto.intake',
  work: 'repairs:evidence.removePhoto.work',
  pickup: 'repairs:evidence.removePhoto.pickup',
}
const CHECKLIST_TITLE: Record<ChecklistStage, string> = {
  intake: 'repairs:evidence.checklistTitle.intake',
  after: 'repairs:evidence.checklistTitle.after',
}
const CHECKLIST_SAVE: Record<ChecklistStage, string> = {
  intake: 'repairs:evidence.checklistSave.intake',
  after: 'repairs:evidence.checklistSave.after',
}
const SIGNATURE_ALT: Record<SignatureStage, string> = {
  dropoff: 'repairs:evidence.signatureAlt.dropoff',
  pickup: 'repairs:evidence.signatureAlt.pickup',
}

/** Issue 30, item 6: photos, checklists and signatures at intake and pickup, on the repair page. */
export function RepairEvidencePanel({ repair }: { repair: RepairDetail }) {
  const { t } = useTranslation('repairs')
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="repair-evidence-title">
      <Typography id="repair-evidence-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('repairs:evidence.title')}
      </Typography>
      <Stack spacing={3}>
        <PhotosSection repair={repair} />
        {CHECKLIST_STAGES.map((stage) => (
          <ChecklistSection
            key={`${stage}-${repair.checklists.find((item) => item.stage === stage)?.updated_at ?? 'none'}`}
            repairId={repair.id}
            stage={stage}
            filled={repair.checklists.find((item) => item.stage === stage) ?? null}
          />
        ))}
        <SignaturesSection repair={repair} />
      </Stack>
    </Paper>
  )
}

function PhotosSection({ repair }: { repair: RepairDetail }) {
  const { t } = useTranslation('repairs')
  const canView = useCan('repairEvidenceView')
  const input = useRef<HTMLInputElement>(null)
  const [stage, setStage] = useState<PhotoStage>('intake')
  const [customerVisible, setCustomerVisible] = useState(false)
  const add = useAddRepairPhoto()
  const update = useUpdateRepairPhoto()
  const remove = useRemoveRepairPhoto()

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    add.mutate(
      { repairId: repair.id, file, stage, customerVisible, caption: '' },
      { onSuccess: (answer) => showSnackbar(answer.message, 'success') },
    )
  }

  return (
    <Box component="section" aria-labelledby="repair-photos-title">
      <Typography id="repair-photos-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('repairs:evidence.photos')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <TextField
          select
          size="small"
          label={LABELS.stage}
          value={stage}
          onChange={(event) => setStage(event.target.value as PhotoStage)}
          sx={{ minWidth: 180 }}
        >
          {PHOTO_STAGES.map((value) => (
            <MenuItem key={value} value={value}>
              {PHOTO_STAGE_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={customerVisible} onChange={(event) => setCustomerVisible(event.target.checked)} />}
          label={LABELS.customerVisible}
        />
        <Button
          variant="outlined"
          startIcon={<AddAPhotoIcon />}
          onClick={() => input.current?.click()}
          loading={add.isPending}
        >
          {t('repairs:evidence.takePhoto')}
        </Button>
        {/* capture: a phone or tablet opens its camera; a desktop picks a file. */}
        <input
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label={LABELS.photo}
          onChange={picked}
        />
      </Stack>
      {repair.photos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('repairs:evidence.noPhoto')}
        </Typography>
      ) : (
        <Box
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
          role="list"
          aria-label={t('repairs:evidence.photos')}
        >
          {repair.photos.map((photo) => (
            <Paper key={photo.id} variant="outlined" sx={{ p: 1, minWidth: 0 }} role="listitem">
              {canView ? (
                <Box
                  component="img"
                  src={photo.url}
                  alt={photo.caption || t(PHOTO_ALT[photo.stage])}
                  loading="lazy"
                  sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
                />
              ) : (
                <Typography variant="caption" color="text.secondary">
                  {t('repairs:evidence.mayNotSee')}
                </Typography>
              )}
              <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
                {PHOTO_STAGE_LABELS[photo.stage]}
                {photo.caption && <> · {photo.caption}</>}
              </Typography>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <FormControlLabel
                  sx={{ mr: 0 }}
                  control={
                    <Switch
                      size="small"
                      checked={photo.customerVisible}
                      onChange={(event) =>
                        update.mutate({ repairId: repair.id, photoId: photo.id, customerVisible: event.target.checked })
                      }
                    />
                  }
                  label={<Typography variant="caption">{LABELS.customerVisible}</Typography>}
                />
                <IconButton
                  size="small"
                  aria-label={
                    photo.caption
                      ? t('repairs:evidence.removePhotoNamed', { caption: photo.caption })
                      : t(REMOVE_PHOTO[photo.stage])
                  }
                  onClick={() => remove.mutate({ repairId: repair.id, photoId: photo.id })}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  )
}

interface CheckRow {
  label: string
  result: CheckResult
  note: string
}

function ChecklistSection({
  repairId,
  stage,
  filled,
}: {
  repairId: number
  stage: ChecklistStage
  filled: RepairChecklist | null
}) {
  const { t } = useTranslation('repairs')
  const categories = useChecklistCategories()
  const save = useSaveRepairChecklist()
  const [categoryId, setCategoryId] = useState<number | null>(filled?.categoryId ?? null)
  const [rows, setRows] = useState<CheckRow[]>(filled?.items ?? [])
  const { dateTime } = useFormatters()
  const titleId = `repair-checklist-${stage}`

  function chooseCategory(id: number) {
    setCategoryId(id)
    const category = (categories.data ?? []).find((item) => item.id === id)
    if (!category) return
    const before = new Map(rows.map((row) => [row.label, row]))
    setRows(category.items.map((label) => before.get(label) ?? { label, result: 'not_tested', note: '' }))
  }

  function change(index: number, patch: Partial<CheckRow>) {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)))
  }

  function submit() {
    save.mutate(
      { repairId, input: { stage, categoryId, items: rows } },
      { onSuccess: (answer) => showSnackbar(answer.message, 'success') },
    )
  }

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t(CHECKLIST_TITLE[stage])}
        {filled && (
          <Typography component="span" variant="caption" color="text.secondary">
            {' '}
            ·{' '}
            <Trans
              i18nKey={filled.by ? 'repairs:evidence.filledBy' : 'repairs:evidence.filled'}
              values={{ at: dateTime(filled.updated_at), user: filled.by ?? '' }}
              components={{ b: <bdi /> }}
            />
          </Typography>
        )}
      </Typography>
      {stage === 'after' && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t('repairs:evidence.afterNote')}
        </Typography>
      )}
      <TextField
        select
        size="small"
        label={LABELS.categoryId}
        value={categories.data && categoryId !== null ? String(categoryId) : ''}
        onChange={(event) => chooseCategory(Number(event.target.value))}
        sx={{ minWidth: 220, mb: 1 }}
      >
        {(categories.data ?? []).map((category) => (
          <MenuItem key={category.id} value={String(category.id)}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      {rows.length > 0 && (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row, index) => (
            <Stack
              component="li"
              key={row.label}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, alignItems: { sm: 'center' } }}
            >
              <Typography variant="body2" sx={{ flex: { sm: '0 0 140px' }, fontWeight: { xs: 600, sm: 400 } }}>
                {row.label}
              </Typography>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={row.result}
                aria-label={`${row.label}: ${LABELS.result}`}
                onChange={(_event, value: CheckResult | null) => value && change(index, { result: value })}
              >
                {CHECK_RESULTS.map((result) => (
                  <ToggleButton key={result} value={result} sx={{ textTransform: 'none', px: 1.5 }}>
                    {CHECK_RESULT_LABELS[result]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <TextField
                size="small"
                label={LABELS.note}
                value={row.note}
                onChange={(event) => change(index, { note: event.target.value })}
                sx={{ flex: 1, minWidth: 0 }}
                slotProps={{ htmlInput: { 'aria-label': `${row.label}: ${LABELS.note}` } }}
              />
            </Stack>
          ))}
        </Stack>
      )}
      <Button variant="outlined" sx={{ mt: 1 }} onClick={submit} disabled={rows.length === 0} loading={save.isPending}>
        {t(CHECKLIST_SAVE[stage])}
      </Button>
    </Box>
  )
}

function SignaturesSection({ repair }: { repair: RepairDetail }) {
  const { t } = useTranslation('repairs')
  const canView = useCan('repairEvidenceView')
  const add = useAddRepairSignature()
  const [stage, setStage] = useState<SignatureStage>(
    repair.signatures.some((signature) => signature.stage === 'dropoff') ? 'pickup' : 'dropoff',
  )
  const [signedBy, setSignedBy] = useState(repair.name)
  const [padKey, setPadKey] = useState(0)
  const { dateTime } = useFormatters()

  function saved(dataUrl: string) {
    add.mutate(
      { repairId: repair.id, input: { stage, signedBy, signature: dataUrl } },
      {
        onSuccess: (answer) => {
          showSnackbar(answer.message, 'success')
          setPadKey((key) => key + 1)
        },
      },
    )
  }

  return (
    <Box component="section" aria-labelledby="repair-signatures-title">
      <Typography id="repair-signatures-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('repairs:evidence.signatureTitle')}
      </Typography>
      {repair.signatures.length > 0 && (
        <Stack
          direction="row"
          sx={{ gap: 2, flexWrap: 'wrap', mb: 1 }}
          role="list"
          aria-label={t('repairs:evidence.signatures')}
        >
          {repair.signatures.map((signature) => (
            <Box key={signature.id} role="listitem" sx={{ minWidth: 0 }}>
              <Typography variant="caption" component="p">
                {SIGNATURE_STAGE_LABELS[signature.stage]}
                {signature.signedBy && <> · {signature.signedBy}</>} · <bdi>{dateTime(signature.created_at)}</bdi>
              </Typography>
              {canView && (
                <Box
                  component="img"
                  src={signature.url}
                  alt={t(SIGNATURE_ALT[signature.stage])}
                  sx={{
                    display: 'block',
                    maxWidth: 240,
                    width: '100%',
                    bgcolor: '#fff',
                    border: 1,
                    borderColor: 'divider',
                  }}
                />
              )}
            </Box>
          ))}
        </Stack>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <TextField
          select
          size="small"
          label={LABELS.stage}
          value={stage}
          onChange={(event) => setStage(event.target.value as SignatureStage)}
          sx={{ minWidth: 160 }}
        >
          {SIGNATURE_STAGES.map((value) => (
            <MenuItem key={value} value={value}>
              {SIGNATURE_STAGE_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={LABELS.signedBy}
          value={signedBy}
          onChange={(event) => setSignedBy(event.target.value)}
        />
      </Stack>
      <SignaturePad key={padKey} onSave={saved} disabled={add.isPending} />
    </Box>
  )
}
