import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import RemoveIcon from '@mui/icons-material/Remove'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { fromCents } from '@counterpart/domain/money'
import { lineSubTotal } from '@counterpart/domain/pricing/pos'
import { POS_MESSAGES } from '@counterpart/domain/schemas/pos'
import { useState } from 'react'
import { useFormatters } from '../../../lib/use-formatters.ts'
import type { PosCartLine } from '../use-cart.ts'

interface ItemEditDialogProps {
  line: PosCartLine
  onSave: (change: { qty: number; discount: number }) => void
  onClose: () => void
}

/** The item edit dialog: quantity, and the discount only when the product allows one (spec 001 §5). */
function ItemEditDialog({ line, onSave, onClose }: ItemEditDialogProps) {
  const { money } = useFormatters()
  const [qty, setQty] = useState(String(line.qty))
  const [discount, setDiscount] = useState(String(line.discount))
  const allowsDiscount = line.data.discounted
  const qtyNumber = Number(qty)
  const discountNumber = Number(discount)
  const qtyError =
    !Number.isInteger(qtyNumber) || qtyNumber < 1 ? 'The qty must be a whole number of at least 1.' : undefined
  const customQty = line.custom && qtyNumber !== 1 ? POS_MESSAGES.customOnlyOnce : undefined
  const discountError =
    !Number.isFinite(discountNumber) || discountNumber < 0 || discountNumber > 100
      ? 'The discount must be between 0 and 100.'
      : undefined
  const valid = !qtyError && !customQty && !discountError
  const preview = valid
    ? lineSubTotal({ price: line.price, qty: qtyNumber, discount: allowsDiscount ? discountNumber : 0 })
    : null

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (valid) onSave({ qty: qtyNumber, discount: allowsDiscount ? discountNumber : 0 })
        }}
      >
        <DialogTitle>{line.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Quantity"
              value={qty}
              onChange={(event) => setQty(event.target.value)}
              error={Boolean(qtyError ?? customQty)}
              helperText={qtyError ?? customQty}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              autoFocus
              disabled={line.custom}
            />
            {allowsDiscount ? (
              <TextField
                label="Discount %"
                value={discount}
                onChange={(event) => setDiscount(event.target.value)}
                error={Boolean(discountError)}
                helperText={discountError}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            ) : (
              <Typography color="text.secondary">{POS_MESSAGES.discountNotAllowed}</Typography>
            )}
            <Typography>
              Unit price {money(fromCents(line.price))} · Sub total {preview === null ? '—' : money(fromCents(preview))}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!valid}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

interface CartTableProps {
  lines: PosCartLine[]
  onUpdate: (index: number, change: { qty?: number; discount?: number }) => void
  onRemove: (index: number) => void
}

/** The cart's item table (spec 001 §2): name, quantity with − and +, price, discount, sub total, edit and remove. */
export function CartTable({ lines, onUpdate, onRemove }: CartTableProps) {
  const { money } = useFormatters()
  const [editing, setEditing] = useState<number | null>(null)
  const editedLine = editing === null ? undefined : lines[editing]

  if (lines.length === 0) {
    return (
      <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
        <Typography>The cart is empty. Scan a barcode or pick a product.</Typography>
      </Box>
    )
  }

  return (
    <>
      <TableContainer sx={{ maxHeight: { md: 'calc(100vh - 470px)' }, minHeight: 120 }}>
        <Table size="small" stickyHeader aria-label="Cart">
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell align="center">Qty</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                Disc %
              </TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, index) => (
              <TableRow key={`${line.custom ? 'c' : 'p'}${line.id}:${line.name}`} hover>
                <TableCell sx={{ maxWidth: 180 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={line.name}>
                    {line.name}
                  </Typography>
                  {(line.sku || line.imei) && (
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                      {line.sku || line.imei}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    size="small"
                    aria-label={`One less ${line.name}`}
                    disabled={line.qty <= 1}
                    onClick={() => onUpdate(index, { qty: line.qty - 1 })}
                  >
                    <RemoveIcon fontSize="inherit" />
                  </IconButton>
                  <Box component="span" sx={{ mx: 0.5 }} aria-label={`Quantity of ${line.name}`}>
                    {line.qty}
                  </Box>
                  <IconButton
                    size="small"
                    aria-label={`One more ${line.name}`}
                    disabled={line.custom}
                    onClick={() => onUpdate(index, { qty: line.qty + 1 })}
                  >
                    <AddIcon fontSize="inherit" />
                  </IconButton>
                </TableCell>
                <TableCell align="right">{money(fromCents(line.price))}</TableCell>
                <TableCell align="right">{line.discount}</TableCell>
                <TableCell align="right">{money(fromCents(line.subTotal))}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton size="small" aria-label={`Edit ${line.name}`} onClick={() => setEditing(index)}>
                    <EditIcon fontSize="inherit" />
                  </IconButton>
                  <IconButton size="small" aria-label={`Remove ${line.name}`} onClick={() => onRemove(index)}>
                    <DeleteIcon fontSize="inherit" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {editedLine && editing !== null && (
        <ItemEditDialog
          line={editedLine}
          onClose={() => setEditing(null)}
          onSave={(change) => {
            onUpdate(editing, change)
            setEditing(null)
          }}
        />
      )}
    </>
  )
}
