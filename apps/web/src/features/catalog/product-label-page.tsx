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
import { useTranslation } from 'react-i18next'
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
  const { t } = useTranslation('catalog')
  const [form, setForm] = useState<LabelForm>({ ...LABEL_DEFAULTS })
  const label = usePrintLabel(id, form.symbology)
  const update = (change: Partial<LabelForm>) => setForm((current) => ({ ...current, ...change }))

  const error = label.error
  const errorText = isApiError(error)
    ? (error.errors?.symbology?.[0] ?? error.message)
    : error
      ? t('catalog:label.drawFailed')
      : null

  return (
    <PrintLayout backTo={pathOf('Products')}>
      <Paper variant="outlined" className="print-controls" sx={{ p: 2, mb: 2, displayPrint: 'none' }}>
        <Typography variant="subtitle1" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
          {label.data ? t('catalog:label.titleOf', { name: label.data.item.name }) : t('catalog:label.title')}
        </Typography>
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Switch checked={form.showName} onChange={(event) => update({ showName: event.target.checked })} />
              }
              label={t('catalog:label.name')}
            />
            <FormControlLabel
              control={
                <Switch checked={form.showSku} onChange={(event) => update({ showSku: event.target.checked })} />
              }
              label={t('catalog:label.sku')}
            />
            <FormControlLabel
              control={
                <Switch checked={form.showPrice} onChange={(event) => update({ showPrice: event.target.checked })} />
              }
              label={t('catalog:label.price')}
            />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <IconButton
              aria-label={t('catalog:label.oneLess')}
              disabled={form.copies <= 0}
              onClick={() => update({ copies: Math.max(0, form.copies - 1) })}
            >
              <RemoveIcon />
            </IconButton>
            <TextField
              label={t('catalog:label.copies')}
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
              aria-label={t('catalog:label.oneMore')}
              onClick={() => update({ copies: Math.min(LABEL_SIZE_MAX, form.copies + 1) })}
            >
              <AddIcon />
            </IconButton>
          </Stack>
          <TextField
            select
            label={t('catalog:label.symbology')}
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
              label={t('catalog:label.height')}
              size="small"
              type="number"
              value={form.height}
              helperText={t('catalog:label.max', { max: LABEL_SIZE_MAX })}
              onChange={(event) => update({ height: clampSize(event.target.value) })}
              slotProps={{ htmlInput: { min: 1, max: LABEL_SIZE_MAX } }}
            />
            <TextField
              label={t('catalog:label.width')}
              size="small"
              type="number"
              value={form.width}
              helperText={t('catalog:label.max', { max: LABEL_SIZE_MAX })}
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
      {label.isPending && <CircularProgress aria-label={t('catalog:label.drawing')} />}
      {label.data && !errorText && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: '2mm', justifyContent: 'center' }}
          aria-label={t('catalog:label.labels')}
        >
          {Array.from({ length: form.copies }, (_, index) => (
            <Box
              key={index}
              data-testid="product-label"
              sx={{ textAlign: 'center', breakInside: 'avoid', p: '1mm', color: '#000', lineHeight: 1.2 }}
            >
              {form.showName && <Box sx={{ fontSize: 11, fontWeight: 600 }}>{label.data.item.name}</Box>}
              <img
                src={label.data.label}
                alt={t('catalog:label.barcodeAlt', {
                  barcode: label.data.item.barcode,
                  symbology: label.data.item.symbology,
                })}
                width={form.width}
                height={form.height}
                style={{ display: 'block', margin: '0 auto', imageRendering: 'pixelated' }}
              />
              {form.showSku && <Box sx={{ fontSize: 10 }}>{label.data.item.sku}</Box>}
              {form.showPrice && (
                <Box sx={{ fontSize: 11, fontWeight: 600 }}>
                  <bdi>{money(label.data.item.price)}</bdi>
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </PrintLayout>
  )
}
