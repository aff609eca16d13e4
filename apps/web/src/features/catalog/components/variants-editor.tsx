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
import { useTranslation } from 'react-i18next'
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
  const { t } = useTranslation('catalog')
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
      <Typography variant="subtitle2">{t('catalog:variants.title')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label={t('catalog:variants.variant')}
          value={variant}
          onChange={(event) => setVariant(event.target.value)}
          size="small"
        />
        <TextField
          label={t('catalog:variants.priceAddition')}
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
          {t('catalog:variants.add')}
        </Button>
      </Stack>
      {errors.length > 0 && <Alert severity="error">{errors.join(' ')}</Alert>}
      {value.length > 0 && (
        <Table size="small" aria-label={t('catalog:variants.title')}>
          <TableHeadRow
            cells={[
              t('catalog:variants.variant'),
              { label: t('catalog:variants.priceAddition'), align: 'right' },
              { label: t('catalog:variants.salePrice'), align: 'right' },
              { label: t('catalog:variants.actions'), align: 'right' },
            ]}
          />
          <TableBody>
            {value.map((row, index) => {
              const extra = centsOf(row.price) ?? 0
              return (
                <TableRow key={`${row.variant}-${index}`}>
                  <TableCell>{row.variant}</TableCell>
                  <TableCell align="right">
                    <bdi>{money(fromCents(extra))}</bdi>
                  </TableCell>
                  <TableCell align="right">
                    <bdi>
                      {money(fromCents(base))} + {money(fromCents(extra))} ={' '}
                      {money(fromCents(variantSalePrice(base, extra)))}
                    </bdi>
                  </TableCell>
                  <TableCell align="right">
                    <EditLineButton
                      label={t('catalog:variants.editOne', { variant: row.variant })}
                      onClick={() => edit(index)}
                    />
                    <RemoveLineButton
                      label={t('catalog:variants.deleteOne', { variant: row.variant })}
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
