import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { TRANSFER_LABELS } from '@counterpart/domain/schemas/stock-documents'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { FormErrorsAlert } from '../../components/form-actions.tsx'
import { ProductPicker, type PickedProduct } from '../../components/product-picker.tsx'
import { isApiError } from '../../lib/api-error.ts'
import { pathOf } from '../../lib/paths.ts'
import { useWarehouseOptions } from '../../lib/queries/warehouses.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useSendTransfer } from './api/stock-transfers.ts'

interface Line {
  product: PickedProduct | null
  qty: string
}

const LINES = 'lines'
const EMPTY_LINE: Line = { product: null, qty: '1' }

/**
 * New transfer: stock leaves the source warehouse as soon as it is sent (with each product's cost and
 * price there), and is received at the destination with the count on arrival.
 */
export function NewStockTransferPage() {
  const navigate = useNavigate()
  const warehouses = useWarehouseOptions()
  const send = useSendTransfer()
  const [from, setFrom] = useState<number | ''>('')
  const [to, setTo] = useState<number | ''>('')
  const [note, setNote] = useState('')
  const [lines, setLines] = useState<Line[]>([EMPTY_LINE])
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({})
  const [other, setOther] = useState<string[]>([])
  const { t } = useTranslation('inventory')

  const change = (index: number, next: Partial<Line>) =>
    setLines(lines.map((line, at) => (at === index ? { ...line, ...next } : line)))
  const error = (name: string) => errors[name]?.[0]

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setErrors({})
    setOther([])
    try {
      const answer = await send.mutateAsync({
        warehouse_id: from === '' ? 0 : from,
        to_warehouse_id: to === '' ? 0 : to,
        note,
        lines: lines.map((line) => ({ product_id: line.product?.id ?? 0, qty: line.qty })),
      })
      showSnackbar(answer.message, 'success')
      void navigate(pathOf('StockTransferDetail', { id: answer.id }))
    } catch (caught) {
      if (isApiError(caught) && caught.errors) {
        setErrors(caught.errors)
        const known = ['warehouse_id', 'to_warehouse_id', 'note']
        setOther(
          Object.entries(caught.errors)
            .filter(([name]) => !known.includes(name) && !name.startsWith('lines.'))
            .flatMap(([, messages]) => messages),
        )
      }
    }
  }

  const warehouseField = (label: string, value: number | '', set: (id: number | '') => void, name: string) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        select
        fullWidth
        required
        label={label}
        value={value}
        onChange={(event) => set(event.target.value === '' ? '' : Number(event.target.value))}
        error={error(name) !== undefined}
        helperText={error(name)}
      >
        {(warehouses.data ?? []).map((warehouse) => (
          <MenuItem key={warehouse.id} value={warehouse.id}>
            {warehouse.name}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  )

  // Drawn out of the markup, so that the field names read as the keys they are.
  const fromField = warehouseField(TRANSFER_LABELS.warehouse_id, from, setFrom, 'warehouse_id')
  const toField = warehouseField(TRANSFER_LABELS.to_warehouse_id, to, setTo, 'to_warehouse_id')

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('inventory:newTransfer.title')}
        </Typography>
        <Button component={RouterLink} to={`${pathOf('Inventory')}?tab=transfers`}>
          {t('inventory:actions.back')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 900 }}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <FormErrorsAlert messages={other} />
          <Grid container spacing={2}>
            {fromField}
            {toField}
            <Grid size={12}>
              <TextField
                fullWidth
                label={TRANSFER_LABELS.note}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            </Grid>
          </Grid>
          <Typography variant="subtitle1" component="h2" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
            {TRANSFER_LABELS.lines}
          </Typography>
          {error(LINES) && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {error(LINES)}
            </Alert>
          )}
          <Stack spacing={1.5}>
            {lines.map((line, index) => (
              <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <div style={{ flexGrow: 1, minWidth: 0 }}>
                  <ProductPicker
                    size="small"
                    value={line.product}
                    onChange={(product) => change(index, { product })}
                    label={t('inventory:newTransfer.productN', {
                      label: TRANSFER_LABELS.product_id,
                      number: index + 1,
                    })}
                    error={error(`lines.${index}.product_id`)}
                  />
                </div>
                <TextField
                  size="small"
                  type="number"
                  label={TRANSFER_LABELS.qty}
                  value={line.qty}
                  onChange={(event) => change(index, { qty: event.target.value })}
                  slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
                  error={error(`lines.${index}.qty`) !== undefined}
                  helperText={error(`lines.${index}.qty`)}
                  sx={{ width: 96, flexShrink: 0 }}
                />
                <IconButton
                  aria-label={t('inventory:newTransfer.removeLine', { number: index + 1 })}
                  onClick={() => setLines(lines.filter((_, at) => at !== index))}
                  disabled={lines.length === 1}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}
            useFlexGap
          >
            <Button startIcon={<AddIcon />} onClick={() => setLines([...lines, EMPTY_LINE])}>
              {t('inventory:newTransfer.addProduct')}
            </Button>
            <Button type="submit" variant="contained" loading={send.isPending}>
              {t('inventory:newTransfer.send')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </>
  )
}
