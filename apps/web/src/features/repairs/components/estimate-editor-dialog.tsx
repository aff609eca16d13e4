import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { fromCents, toCents } from '@counterpart/domain/money'
import {
  ESTIMATE_LINE_KIND_LABELS,
  ESTIMATE_LINE_KINDS,
  estimateTotal,
  type EstimateLineKind,
} from '@counterpart/domain/repair-estimates'
import {
  ESTIMATE_LABELS,
  estimateLineInputSchema,
  type RepairEstimateItem,
} from '@counterpart/domain/schemas/repair-estimates'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RemoveLineButton } from '../../../components/line-buttons.tsx'
import { TotalLine } from '../../../components/total-line.tsx'
import { isApiError } from '../../../lib/api-error.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useSaveEstimate } from '../api/save-estimate.ts'

interface DraftLine {
  kind: EstimateLineKind
  description: string
  qty: string
  unitPrice: string
  warrantyDays: string
}

const emptyLine = (kind: EstimateLineKind = 'part'): DraftLine => ({
  kind,
  description: '',
  qty: '1',
  unitPrice: '',
  warrantyDays: kind === 'labour' ? '90' : '0',
})

function draftOf(estimate: RepairEstimateItem | null): { lines: DraftLine[]; note: string } {
  if (!estimate) return { lines: [emptyLine('part'), emptyLine('labour')], note: '' }
  return {
    note: estimate.note,
    lines: estimate.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      qty: String(line.qty),
      unitPrice: String(line.unitPrice),
      warrantyDays: String(line.warrantyDays),
    })),
  }
}

/** The live total of what is typed so far; a line not yet valid counts for nothing. */
function liveTotal(lines: DraftLine[]): number {
  const valid = lines.flatMap((line) => {
    const parsed = estimateLineInputSchema.safeParse(line)
    return parsed.success ? [{ qty: parsed.data.qty, unitPrice: toCents(parsed.data.unitPrice) }] : []
  })
  return fromCents(estimateTotal(valid))
}

interface EstimateEditorDialogProps {
  repairId: number
  /** The version edited (a sent one becomes the next version), or null for a new estimate. */
  estimate: RepairEstimateItem | null
  onClose: () => void
}

/** Drafts or edits an estimate: lines of parts and labour (labour with its days of warranty) and a note. */
export function EstimateEditorDialog({ repairId, estimate, onClose }: EstimateEditorDialogProps) {
  const { t } = useTranslation('repairs')
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const { money } = useFormatters()
  const [draft, setDraft] = useState(() => draftOf(estimate))
  const [errors, setErrors] = useState<Readonly<Record<string, readonly string[]>>>({})
  const save = useSaveEstimate()

  const setLine = (index: number, change: Partial<DraftLine>) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line, at) => (at === index ? { ...line, ...change } : line)),
    }))
  const errorOf = (key: string) => errors[key]?.[0]
  // Each line's errors by field, read before the JSX (the field names are keys, not text).
  const lineErrors = draft.lines.map((_line, index) => {
    const at = (field: string) => errorOf(`lines.${index}.${field}`)
    return {
      description: at('description'),
      qty: at('qty'),
      unitPrice: at('unitPrice'),
      warrantyDays: at('warrantyDays'),
    }
  })
  const linesError = errorOf('lines')
  const noteError = errorOf('note')

  function submit() {
    setErrors({})
    save.mutate(
      {
        repairId,
        ...(estimate ? { estimateId: estimate.id } : {}),
        input: {
          note: draft.note,
          lines: draft.lines.map((line) => ({
            kind: line.kind,
            description: line.description,
            qty: line.qty,
            unitPrice: line.unitPrice,
            warrantyDays: line.kind === 'labour' ? line.warrantyDays : 0,
          })),
        },
      },
      {
        onSuccess: (answer) => {
          showSnackbar(answer.message, 'success')
          onClose()
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.errors) setErrors(failure.errors)
        },
      },
    )
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="estimate-editor-title"
    >
      <DialogTitle id="estimate-editor-title">
        {estimate ? t('repairs:estimateEditor.editTitle', { version: estimate.version }) : t('repairs:estimates.new')}
      </DialogTitle>
      <DialogContent>
        {estimate && estimate.state !== 'draft' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('repairs:estimateEditor.sentNote')}
          </Typography>
        )}
        <Stack spacing={1.5}>
          {draft.lines.map((line, index) => {
            const name = t('repairs:estimateEditor.line', { number: index + 1 })
            const lineError = lineErrors[index]
            return (
              <Paper key={index} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={name}>
                <Grid container spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <Grid size={{ xs: 6, sm: 2 }}>
                    <TextField
                      select
                      fullWidth
                      size="small"
                      label={ESTIMATE_LABELS.kind}
                      value={line.kind}
                      onChange={(event) => {
                        const kind = event.target.value === 'labour' ? 'labour' : 'part'
                        setLine(index, { kind, warrantyDays: kind === 'labour' ? line.warrantyDays || '90' : '0' })
                      }}
                    >
                      {ESTIMATE_LINE_KINDS.map((kind) => (
                        <MenuItem key={kind} value={kind}>
                          {ESTIMATE_LINE_KIND_LABELS[kind]}
                        </MenuItem>
                      ))}
                    </TextField>
                  </Grid>
                  <Grid size={{ xs: 6, sm: 'auto' }} sx={{ display: { sm: 'none' }, textAlign: 'end' }}>
                    <RemoveLineButton
                      label={t('repairs:estimateEditor.removeLine', { number: index + 1 })}
                      onClick={() => removeLine(index)}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 4 }}>
                    <TextField
                      fullWidth
                      size="small"
                      label={ESTIMATE_LABELS.description}
                      value={line.description}
                      onChange={(event) => setLine(index, { description: event.target.value })}
                      error={Boolean(lineError?.description)}
                      helperText={lineError?.description}
                      required
                    />
                  </Grid>
                  <Grid size={{ xs: 4, sm: 1.5 }}>
                    <TextField
                      fullWidth
                      size="small"
                      label={ESTIMATE_LABELS.qty}
                      value={line.qty}
                      onChange={(event) => setLine(index, { qty: event.target.value })}
                      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                      error={Boolean(lineError?.qty)}
                      helperText={lineError?.qty}
                    />
                  </Grid>
                  <Grid size={{ xs: 4, sm: 2 }}>
                    <TextField
                      fullWidth
                      size="small"
                      label={ESTIMATE_LABELS.unitPrice}
                      value={line.unitPrice}
                      onChange={(event) => setLine(index, { unitPrice: event.target.value })}
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                      error={Boolean(lineError?.unitPrice)}
                      helperText={lineError?.unitPrice}
                      required
                    />
                  </Grid>
                  <Grid size={{ xs: 4, sm: 2 }}>
                    {line.kind === 'labour' && (
                      <TextField
                        fullWidth
                        size="small"
                        label={ESTIMATE_LABELS.warrantyDays}
                        value={line.warrantyDays}
                        onChange={(event) => setLine(index, { warrantyDays: event.target.value })}
                        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                        error={Boolean(lineError?.warrantyDays)}
                        helperText={lineError?.warrantyDays}
                      />
                    )}
                  </Grid>
                  <Grid size={{ sm: 0.5 }} sx={{ display: { xs: 'none', sm: 'block' } }}>
                    <RemoveLineButton
                      label={t('repairs:estimateEditor.removeLine', { number: index + 1 })}
                      onClick={() => removeLine(index)}
                    />
                  </Grid>
                </Grid>
              </Paper>
            )
          })}
          {linesError && (
            <Typography color="error" variant="body2">
              {linesError}
            </Typography>
          )}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button startIcon={<AddIcon />} onClick={() => addLine('part')}>
              {t('repairs:estimateEditor.addPart')}
            </Button>
            <Button startIcon={<AddIcon />} onClick={() => addLine('labour')}>
              {t('repairs:estimateEditor.addLabour')}
            </Button>
          </Stack>
          <TextField
            label={ESTIMATE_LABELS.note}
            value={draft.note}
            onChange={(event) => setDraft((current) => ({ ...current, note: event.target.value }))}
            multiline
            minRows={2}
            error={Boolean(noteError)}
            helperText={noteError ?? t('repairs:estimateEditor.noteHelp')}
          />
          <TotalLine label={t('repairs:totals.total')} value={money(liveTotal(draft.lines))} strong />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('repairs:actions.cancel')}</Button>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          {t('repairs:estimateEditor.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )

  function addLine(kind: EstimateLineKind) {
    setDraft((current) => ({ ...current, lines: [...current.lines, emptyLine(kind)] }))
  }

  function removeLine(index: number) {
    setDraft((current) => ({ ...current, lines: current.lines.filter((_, at) => at !== index) }))
  }
}
