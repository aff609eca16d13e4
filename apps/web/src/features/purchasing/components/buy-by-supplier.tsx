import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { SEARCH_DEBOUNCE_MS } from '@counterpart/domain/constants'
import { MESSAGES } from '@counterpart/domain/messages'
import { fromCents } from '@counterpart/domain/money'
import { PURCHASE_LINE_LABELS } from '@counterpart/domain/schemas/purchasing'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useWatch } from 'react-hook-form'
import { EditLineButton, RemoveLineButton } from '../../../components/line-buttons.tsx'
import { WIDE_ONLY } from '../../../components/hidden-below.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts'
import { useSupplierProducts } from '../api/get-supplier-products.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { lineErrors, lineSubTotal, liveTotals, type PurchaseLineValues } from './purchase-form-state.ts'
import { PurchaseFooter } from './purchase-header.tsx'
import { SupplierPicker, type PickedSupplier } from './supplier-picker.tsx'
import { usePurchaseSubmit } from './use-purchase-submit.ts'
import { FormErrorsAlert } from '../../../components/form-actions.tsx'

/**
 * The line editor: its Save needs name, cost and qty (spec 002 §5); a wrong cost or qty gets the server's
 * message under its field as it is typed.
 */
function LineEditor({
  line,
  onSave,
  onClose,
}: {
  line: PurchaseLineValues
  onSave: (line: PurchaseLineValues) => void
  onClose: () => void
}) {
  const [draft, setDraft] = useState(line)
  const errors = lineErrors(draft)
  const ready = Object.keys(errors).length === 0
  const { t } = useTranslation('purchasing')
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('purchasing:buy.lineTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={PURCHASE_LINE_LABELS.name}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            error={errors.name !== undefined}
            helperText={errors.name}
          />
          <TextField
            label={PURCHASE_LINE_LABELS.cost}
            type="number"
            value={draft.cost}
            onChange={(event) => setDraft({ ...draft, cost: event.target.value })}
            error={errors.cost !== undefined}
            helperText={errors.cost}
            slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
          />
          <TextField
            label={PURCHASE_LINE_LABELS.qty}
            type="number"
            value={draft.qty}
            onChange={(event) => setDraft({ ...draft, qty: event.target.value })}
            error={errors.qty !== undefined}
            helperText={errors.qty}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('purchasing:actions.cancel')}</Button>
        <Button variant="contained" disabled={!ready} onClick={() => onSave(draft)}>
          {t('purchasing:actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** BuyBySuppilier: pick a supplier, then lines from that supplier's products. */
export function BuyBySupplier() {
  const { money } = useFormatters()
  const { t } = useTranslation('purchasing')
  const [supplier, setSupplier] = useState<PickedSupplier | null>(null)
  const [search, setSearch] = useState('')
  const products = useSupplierProducts(supplier?.id ?? null, useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS))
  const [lines, setLines] = useState<PurchaseLineValues[]>([])
  const [editing, setEditing] = useState<{ line: PurchaseLineValues; index: number | null } | null>(null)
  const { header, save, saving, otherErrors } = usePurchaseSubmit()
  const headerValues = useWatch({ control: header.control })
  // Leaving a purchase being keyed in asks first; saving goes on to its detail page freely.
  useLeaveGuard(supplier !== null || lines.length > 0, t('purchasing:buy.leave'), ['/purchase-detail/'])
  const totals = liveTotals({ ...header.getValues(), ...headerValues }, lines)
  const chosen = new Set(lines.map((line) => line.product_id))
  // Save is off while any line has no subTotal (spec 002 §5) or a header figure is wrong.
  const canSave = supplier !== null && totals.totals !== null

  function pickSupplier(next: PickedSupplier | null) {
    setSupplier(next)
    setSearch('')
    setLines([])
  }

  function saveLine(line: PurchaseLineValues) {
    setLines((current) =>
      editing?.index === null || editing === null
        ? [...current, line]
        : current.map((old, index) => (index === editing.index ? line : old)),
    )
    setEditing(null)
  }

  return (
    <Stack spacing={2}>
      <FormErrorsAlert messages={otherErrors} mb={0} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <SupplierPicker value={supplier} onChange={pickSupplier} />
        {supplier && (
          <>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography variant="subtitle1" component="h2">
                {t('purchasing:buy.supplierProducts')}
              </Typography>
              <TextField
                size="small"
                type="search"
                label={t('purchasing:buy.findProduct')}
                placeholder={t('purchasing:buy.findPlaceholder')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </Stack>
            {products.isSuccess && products.data.length === 0 && (
              <Typography color="text.secondary">{MESSAGES.recordNotFound}</Typography>
            )}
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {(products.data ?? []).map((product) => (
                <Button
                  key={product.id}
                  size="small"
                  variant="outlined"
                  startIcon={<AddIcon />}
                  disabled={chosen.has(product.id)}
                  onClick={() =>
                    setEditing({
                      index: null,
                      line: {
                        product_id: product.id,
                        name: product.name,
                        sku: product.sku,
                        barcode: product.barcode,
                        cost: String(product.cost),
                        qty: '1',
                      },
                    })
                  }
                >
                  {product.name}
                  <Typography component="span" variant="caption" sx={{ ml: 0.5, opacity: 0.8 }}>
                    · {t('purchasing:buy.onHand', { count: product.onHand })}
                  </Typography>
                </Button>
              ))}
            </Stack>
          </>
        )}
      </Paper>
      {/* A phone hides the SKU and scrolls the table inside its card, never the page. */}
      <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
        <Table size="small" aria-label={t('purchasing:buy.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{PURCHASE_LINE_LABELS.name}</TableCell>
              <TableCell sx={WIDE_ONLY}>{PURCHASE_LINE_LABELS.sku}</TableCell>
              <TableCell align="right">{PURCHASE_LINE_LABELS.cost}</TableCell>
              <TableCell align="right">{PURCHASE_LINE_LABELS.qty}</TableCell>
              <TableCell align="right">{PURCHASE_LINE_LABELS.subTotal}</TableCell>
              <TableCell align="right">{t('purchasing:update.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} align="center">
                  {MESSAGES.recordNotFound}
                </TableCell>
              </TableRow>
            )}
            {lines.map((line, index) => {
              const subTotal = lineSubTotal(line)
              return (
                <TableRow key={line.product_id}>
                  <TableCell>{line.name}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{line.sku}</TableCell>
                  <TableCell align="right">
                    <bdi>{money(line.cost || 0)}</bdi>
                  </TableCell>
                  <TableCell align="right">{line.qty}</TableCell>
                  <TableCell align="right">
                    <bdi>{subTotal === null ? '—' : money(fromCents(subTotal))}</bdi>
                  </TableCell>
                  <TableCell align="right">
                    <EditLineButton
                      label={t('purchasing:update.editLine', { name: line.name })}
                      onClick={() => setEditing({ line, index })}
                    />
                    <RemoveLineButton
                      label={t('purchasing:update.removeLine', { name: line.name })}
                      onClick={() => setLines((current) => current.filter((_, other) => other !== index))}
                    />
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </Paper>
      <PurchaseFooter
        control={header.control}
        totals={totals}
        canSave={canSave && !saving}
        onSave={() => supplier && void save(supplier.id, lines)}
      />
      {editing && <LineEditor line={editing.line} onSave={saveLine} onClose={() => setEditing(null)} />}
    </Stack>
  )
}
