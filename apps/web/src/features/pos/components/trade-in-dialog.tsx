import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { CHECK_RESULT_TEXT, CHECK_RESULTS, ID_TYPES } from '@counterpart/domain/schemas/seller-check'
import { TRADE_IN_LABELS, TRADE_IN_MESSAGES, tradeInInputSchema } from '@counterpart/domain/schemas/trade-in'
import { useState } from 'react'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { SignaturePad } from '../../../components/signature-pad.tsx'
import type { TradeInDraft } from '../trade-in.ts'
import { useTranslation } from 'react-i18next'

type Field = keyof typeof TRADE_IN_LABELS
type Values = Record<Exclude<Field, 'sign'>, string> & { sign: string }

const EMPTY: Values = {
  fullName: '',
  phone: '',
  address: '',
  idType: '',
  idNumber: '',
  model: '',
  imei: '',
  cost: '',
  price: '',
  sign: '',
  checkService: '',
  checkReference: '',
  checkResult: '',
}

function valuesOf(draft: TradeInDraft | null): Values {
  if (!draft) return EMPTY
  const text = (value: string | number | null | undefined) =>
    value === undefined || value === null ? '' : String(value)
  return {
    fullName: draft.fullName,
    phone: draft.phone,
    address: text(draft.address),
    idType: text(draft.idType),
    idNumber: text(draft.idNumber),
    model: draft.model,
    imei: draft.imei,
    cost: text(draft.cost),
    price: text(draft.price),
    sign: draft.sign,
    checkService: text(draft.checkService),
    checkReference: text(draft.checkReference),
    checkResult: text(draft.checkResult),
  }
}

/**
 * The Trade-in dialog of the terminal (issue 29, item 7): the Buy From Customer form's fields for the device
 * the customer hands in — the seller, their ID, the device, what the shop pays and will ask for it, the
 * stolen-device check and the signature (its pad). Checked with the server's own schema before it joins the
 * cart; the server checks again when the sale is made. Loaded only when opened (the terminal's budget).
 */
export default function TradeInDialog({
  initial,
  onSave,
  onClose,
}: {
  initial: TradeInDraft | null
  onSave: (draft: TradeInDraft) => void
  onClose: () => void
}) {
  const requireStolenCheck = useConfigs().requireStolenCheck === true
  const { t } = useTranslation('pos')
  const narrow = useMediaQuery('(max-width:600px)')
  const [values, setValues] = useState<Values>(() => valuesOf(initial))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  // A field changed is checked again on the next Add: its old message goes.
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const set = (field: Field) => (event: { target: { value: string } }) => change(field, event.target.value)

  function submit() {
    const parsed = tradeInInputSchema.safeParse({
      ...values,
      cost: values.cost.trim(),
      price: values.price.trim() || '0',
    })
    const found: Partial<Record<Field, string>> = {}
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field
        found[field] ??= issue.message
      }
    }
    if (requireStolenCheck && values.checkResult !== 'clear') found.checkResult ??= TRADE_IN_MESSAGES.checkRequired
    setErrors(found)
    if (parsed.success && Object.keys(found).length === 0) onSave(parsed.data)
  }

  const field = (name: Exclude<Field, 'sign' | 'idType' | 'checkResult'>, extra: Record<string, unknown> = {}) => (
    <TextField
      name={`tradeIn.${name}`}
      label={TRADE_IN_LABELS[name]}
      value={values[name]}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      size="small"
      fullWidth
      {...extra}
    />
  )

  // The fields are made before the markup: their names are not text.
  const fields = {
    model: field('model', { autoFocus: true, required: true }),
    imei: field('imei', { required: true, slotProps: { htmlInput: { inputMode: 'numeric', dir: 'ltr' } } }),
    cost: field('cost', { required: true, slotProps: { htmlInput: { inputMode: 'decimal', dir: 'ltr' } } }),
    price: field('price', { slotProps: { htmlInput: { inputMode: 'decimal', dir: 'ltr' } } }),
    fullName: field('fullName', { required: true }),
    phone: field('phone', { required: true, slotProps: { htmlInput: { inputMode: 'tel', dir: 'ltr' } } }),
    address: field('address'),
    idNumber: field('idNumber'),
    checkService: field('checkService'),
    checkReference: field('checkReference'),
  }

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={narrow}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <DialogTitle>{t('pos:tradeIn.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('pos:tradeIn.intro')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {fields.model}
            {fields.imei}
            {fields.cost}
            {fields.price}
            {fields.fullName}
            {fields.phone}
            {fields.address}
            <TextField
              select
              name="tradeIn.idType"
              label={TRADE_IN_LABELS.idType}
              value={values.idType}
              onChange={set('idType')}
              error={Boolean(errors.idType)}
              helperText={errors.idType}
              size="small"
              fullWidth
            >
              <MenuItem value="">{t('pos:tradeIn.none')}</MenuItem>
              {ID_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
            {fields.idNumber}
            <TextField
              select
              name="tradeIn.checkResult"
              label={TRADE_IN_LABELS.checkResult}
              value={values.checkResult}
              onChange={set('checkResult')}
              error={Boolean(errors.checkResult)}
              helperText={errors.checkResult}
              size="small"
              fullWidth
            >
              <MenuItem value="">{t('pos:tradeIn.noneRecorded')}</MenuItem>
              {CHECK_RESULTS.map((result) => (
                <MenuItem key={result} value={result}>
                  {CHECK_RESULT_TEXT[result]}
                </MenuItem>
              ))}
            </TextField>
            {fields.checkService}
            {fields.checkReference}
          </Box>
          <Box sx={{ mt: 2 }} />
          <SignaturePad
            current={initial?.sign ?? null}
            error={errors.sign}
            onSave={(dataUrl) => change('sign', dataUrl)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained">
            {initial ? t('pos:tradeIn.save') : t('pos:tradeIn.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
