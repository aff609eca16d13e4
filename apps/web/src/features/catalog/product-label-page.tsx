import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  LABEL_DEFAULTS,
  LABEL_SIZE_MAX,
  LABEL_SYMBOLOGIES,
  type LabelForm,
  type LabelSymbology,
} from '@counterpart/domain/schemas/catalog'
import { useState } from 'react'
import { useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { PrintLayout } from '../../components/print-layout.tsx'
import { isApiError } from '../../lib/api-error.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { usePrintLabel } from './api/print-label.ts'

function clampSize(text: string): number {
  const value = Math.round(Number(text))
  return Number.isFinite(value) ? Math.min(LABEL_SIZE_MAX, Math.max(1, value)) : 1
}

/** ProductLabel (spec 001 §2, §9): name/SKU/price toggles, copies, symbology and size; prints that many labels. */
export function ProductLabelPage() {
  const id = Number(useParams().id)
  const { money } = useFormatters()
  const [form, setForm] = useState<LabelForm>({ ...LABEL_DEFAULTS })
  const label = usePrintLabel(id, form.symbology)
  const update = (change: Partial<LabelForm>) => setForm((current) => ({ ...current, ...change }))

  const error = label.error
  const errorText = isApiError(error)
    ? (error.errors?.symbology?.[0] ?? error.message)
    : error
      ? 'The label could not be drawn.'
      : null

  return (
    <PrintLayout backTo={pathOf('Products')}>
      <Paper variant="outlined" className="print-controls" sx={{ p: 2, mb: 2, displayPrint: 'none' }}>
        <Typography variant="subtitle1" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
          Product label{label.data ? `: ${label.data.item.name}` : ''}
        </Typography>
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Switch checked={form.showName} onChange={(event) => update({ showName: event.target.checked })} />
              }
              label="Name"
            />
            <FormControlLabel
              control={
                <Switch checked={form.showSku} onChange={(event) => update({ showSku: event.target.checked })} />
              }
              label="SKU"
            />
            <FormControlLabel
              control={
                <Switch checked={form.showPrice} onChange={(event) => update({ showPrice: event.target.checked })} />
              }
              label="Price"
            />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <IconButton
              aria-label="One label less"
              disabled={form.copies <= 0}
              onClick={() => update({ copies: Math.max(0, form.copies - 1) })}
            >
              <RemoveIcon />
            </IconButton>
            <TextField
              label="Number of labels"
              size="small"
              type="number"
              value={form.copies}
              onChange={(event) =>
                update({ copies: Math.min(LABEL_SIZE_MAX, Math.max(0, Math.round(Number(event.target.value) || 0))) })
              }
              slotProps={{ htmlInput: { min: 0, max: LABEL_SIZE_MAX } }}
              sx={{ width: 150 }}
            />
            <IconButton
              aria-label="One label more"
              onClick={() => update({ copies: Math.min(LABEL_SIZE_MAX, form.copies + 1) })}
            >
              <AddIcon />
            </IconButton>
          </Stack>
          <TextField
            select
            label="Symbology"
            size="small"
            value={form.symbology}
            onChange={(event) => update({ symbology: event.target.value as LabelSymbology })}
            sx={{ maxWidth: 200 }}
          >
            {LABEL_SYMBOLOGIES.map((symbology) => (
              <MenuItem key={symbology} value={symbology}>
                {symbology}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1}>
            <TextField
              label="Height"
              size="small"
              type="number"
              value={form.height}
              helperText={`max ${LABEL_SIZE_MAX}`}
              onChange={(event) => update({ height: clampSize(event.target.value) })}
              slotProps={{ htmlInput: { min: 1, max: LABEL_SIZE_MAX } }}
            />
            <TextField
              label="Width"
              size="small"
              type="number"
              value={form.width}
              helperText={`max ${LABEL_SIZE_MAX}`}
              onChange={(event) => update({ width: clampSize(event.target.value) })}
              slotProps={{ htmlInput: { min: 1, max: LABEL_SIZE_MAX } }}
            />
          </Stack>
        </Stack>
      </Paper>

      {errorText && (
        <Alert severity="error" className="print-controls" sx={{ mb: 2, displayPrint: 'none' }}>
          {errorText}
        </Alert>
      )}
      {label.isPending && <CircularProgress aria-label="Drawing the label" />}
      {label.data && !errorText && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: '2mm', justifyContent: 'center' }} aria-label="Labels">
          {Array.from({ length: form.copies }, (_, index) => (
            <Box
              key={index}
              data-testid="product-label"
              sx={{ textAlign: 'center', breakInside: 'avoid', p: '1mm', color: '#000', lineHeight: 1.2 }}
            >
              {form.showName && <Box sx={{ fontSize: 11, fontWeight: 600 }}>{label.data.item.name}</Box>}
              <img
                src={label.data.label}
                alt={`Barcode ${label.data.item.barcode} (${label.data.item.symbology})`}
                width={form.width}
                height={form.height}
                style={{ display: 'block', margin: '0 auto', imageRendering: 'pixelated' }}
              />
              {form.showSku && <Box sx={{ fontSize: 10 }}>{label.data.item.sku}</Box>}
              {form.showPrice && <Box sx={{ fontSize: 11, fontWeight: 600 }}>{money(label.data.item.price)}</Box>}
            </Box>
          ))}
        </Box>
      )}
    </PrintLayout>
  )
}
