import AddIcon from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { fromCents, toCents } from '@counterpart/domain/money'
import { variantSalePrice } from '@counterpart/domain/pricing/catalog'
import { useState } from 'react'
import { TableHeadRow } from '../../../components/table-head-row.tsx'
import { EditLineButton, RemoveLineButton } from '../../../components/line-buttons.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'

export interface VariantRow {
  variant: string
  price: string
}

/** A money text as cents, or null while it is not a valid amount. */
function centsOf(text: string): number | null {
  try {
    return text.trim() === '' ? null : toCents(text)
  } catch {
    return null
  }
}

interface VariantsEditorProps {
  value: VariantRow[]
  onChange: (variants: VariantRow[]) => void
  /** The product price as typed, for the sale price column. */
  basePrice: string
  errors: string[]
}

/**
 * The Combo variants editor (spec 000 §2, §4): Variant and Price Addtion fields, an add button that
 * waits for both, and a table whose edit moves a row back into the fields.
 */
export function VariantsEditor({ value, onChange, basePrice, errors }: VariantsEditorProps) {
  const { money } = useFormatters()
  const [variant, setVariant] = useState('')
  const [price, setPrice] = useState('')
  const base = centsOf(basePrice) ?? 0

  function add() {
    onChange([...value, { variant: variant.trim(), price: price.trim() }])
    setVariant('')
    setPrice('')
  }

  function edit(index: number) {
    const row = value[index]
    if (!row) return
    setVariant(row.variant)
    setPrice(row.price)
    onChange(value.filter((_, i) => i !== index))
  }

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">Variants</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField label="Variant" value={variant} onChange={(event) => setVariant(event.target.value)} size="small" />
        <TextField
          label="Price Addtion"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          size="small"
          type="number"
          slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
        />
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={variant.trim() === '' || price.trim() === ''}
          onClick={add}
        >
          Add variant
        </Button>
      </Stack>
      {errors.length > 0 && <Alert severity="error">{errors.join(' ')}</Alert>}
      {value.length > 0 && (
        <Table size="small" aria-label="Variants">
          <TableHeadRow
            cells={[
              'Variant',
              { label: 'Price Addtion', align: 'right' },
              { label: 'Sale price', align: 'right' },
              { label: 'Actions', align: 'right' },
            ]}
          />
          <TableBody>
            {value.map((row, index) => {
              const extra = centsOf(row.price) ?? 0
              return (
                <TableRow key={`${row.variant}-${index}`}>
                  <TableCell>{row.variant}</TableCell>
                  <TableCell align="right">{money(fromCents(extra))}</TableCell>
                  <TableCell align="right">
                    {money(fromCents(base))} + {money(fromCents(extra))} ={' '}
                    {money(fromCents(variantSalePrice(base, extra)))}
                  </TableCell>
                  <TableCell align="right">
                    <EditLineButton label={`Edit variant ${row.variant}`} onClick={() => edit(index)} />
                    <RemoveLineButton
                      label={`Delete variant ${row.variant}`}
                      onClick={() => onChange(value.filter((_, i) => i !== index))}
                    />
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      )}
    </Stack>
  )
}
