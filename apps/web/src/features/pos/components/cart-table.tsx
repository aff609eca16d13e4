import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import RemoveIcon from '@mui/icons-material/Remove'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { alpha, keyframes } from '@mui/material/styles'
import { MAX_LINE_QUANTITY } from '@counterpart/domain/cart-limits'
import { fromCents } from '@counterpart/domain/money'
import { lineSubTotal } from '@counterpart/domain/pricing/pos'
import { POS_MESSAGES, SALE_ITEM_LABELS } from '@counterpart/domain/schemas/pos-terminal'
import { useEffect, useRef, useState } from 'react'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { quantityError, rateError } from '../cart-bounds.ts'
import { bringIntoTicketView, lineKey, touchedLine } from '../ticket-focus.ts'
import type { PosCartLine } from '../use-cart.ts'
import { useTranslation } from 'react-i18next'

interface ItemEditDialogProps {
  line: PosCartLine
  onSave: (change: { qty: number; discount: number }) => void
  onClose: () => void
}

/** The item edit dialog: quantity, and the discount only when the product allows one (spec 001 §5). */
function ItemEditDialog({ line, onSave, onClose }: ItemEditDialogProps) {
  const { money } = useFormatters()
  const [qty, setQty] = useState(String(line.qty))
  const { t } = useTranslation('pos')
  const [discount, setDiscount] = useState(String(line.discount))
  const allowsDiscount = line.data.discounted
  const qtyNumber = Number(qty)
  const discountNumber = Number(discount)
  // The domain's bounds (issue 26): a barcode typed here is refused on the spot, naming the field.
  const qtyError = quantityError(qty, SALE_ITEM_LABELS.qty)
  const customQty = line.custom && qtyNumber !== 1 ? POS_MESSAGES.customOnlyOnce : undefined
  const discountError = allowsDiscount ? rateError(discount, SALE_ITEM_LABELS.discount) : undefined
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
              label={SALE_ITEM_LABELS.qty}
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
                label={SALE_ITEM_LABELS.discount}
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
              {t('pos:line.preview', {
                price: money(fromCents(line.price)),
                subTotal: preview === null ? '—' : money(fromCents(preview)),
              })}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!valid}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

interface CartTableProps {
  lines: PosCartLine[]
  /** Lines that sell more than their sale warehouse has: the index and what is on hand. */
  oversold: ReadonlyMap<number, number>
  onUpdate: (index: number, change: { qty?: number; discount?: number }) => void
  onRemove: (index: number) => void
}

/** 40 px keeps six lines in sight at 1366×768 (issue 26) and is still a comfortable finger target. */
const TOUCH = { width: 40, height: 40 }

// Two identical fades: switching between them restarts the highlight when the same line is touched again.
const flashA = keyframes`from { background-color: var(--ticket-flash); } to { background-color: transparent; }`
const flashB = keyframes`from { background-color: var(--ticket-flash); } to { background-color: transparent; }`

/**
 * The line the last action touched (a scan, +, −, the line dialog), kept in view in the ticket's own list
 * and highlighted briefly, so the cashier sees what the scanner did without looking for it.
 */
function useTouchedLine(lines: PosCartLine[]) {
  const previous = useRef<PosCartLine[] | null>(null)
  const rows = useRef(new Map<string, HTMLElement>())
  const [flash, setFlash] = useState<{ key: string; count: number } | null>(null)
  useEffect(() => {
    const before = previous.current
    previous.current = lines
    // The first render (a restored cart) highlights nothing, but still shows the newest line.
    const index = before === null ? (lines.length > 0 ? lines.length - 1 : null) : touchedLine(before, lines)
    const line = index === null ? undefined : lines[index]
    if (!line) return
    const key = lineKey(line)
    if (before !== null) setFlash((current) => ({ key, count: (current?.count ?? 0) + 1 }))
    const row = rows.current.get(key)
    if (row) bringIntoTicketView(row)
  }, [lines])
  const rowRef = (key: string) => (element: HTMLElement | null) => {
    if (element) rows.current.set(key, element)
    else rows.current.delete(key)
  }
  return { flash, rowRef }
}

/**
 * The ticket (spec 001 §2), read like a receipt: each line the name (two lines at most; a click opens the
 * edit dialog), the code and unit price, − quantity +, the line total and remove, always visible. It never
 * widens: no horizontal scrolling at any width. An ARIA table, so it reads as one to assistive tech.
 */
export function CartTable({ lines, oversold, onUpdate, onRemove }: CartTableProps) {
  const { money } = useFormatters()
  const [editing, setEditing] = useState<number | null>(null)
  const { t } = useTranslation('pos')
  const editedLine = editing === null ? undefined : lines[editing]
  const { flash, rowRef } = useTouchedLine(lines)

  if (lines.length === 0) {
    return (
      <Box sx={{ py: 4, px: 2, textAlign: 'center', color: 'text.secondary' }}>
        <Typography>{t('pos:cart.empty')}</Typography>
      </Box>
    )
  }

  return (
    <>
      <Box role="table" aria-label={t('pos:ticket.cart')} sx={{ minWidth: 0 }}>
        <Box role="rowgroup">
          {lines.map((line, index) => {
            const onHand = oversold.get(index)
            // A scanned device unit shows its own IMEI or serial (issue 29); other lines their SKU or IMEI.
            const code = line.data.unit || line.sku || line.imei
            const key = lineKey(line)
            const flashing = flash?.key === key
            return (
              <Box
                role="row"
                key={key}
                ref={rowRef(key)}
                data-testid="cart-line"
                data-touched={flashing || undefined}
                sx={{
                  '--ticket-flash': (theme) => alpha(theme.palette.primary.main, 0.22),
                  animation: flashing ? `${flash.count % 2 ? flashA : flashB} 1.2s ease-out` : undefined,
                  display: 'grid',
                  // A wide ticket (1200 px and more) has room for the buttons beside the name: one row
                  // per line, so six or more lines stay in sight at 1366×768 (issue 26).
                  gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', lg: 'minmax(0, 1fr) auto minmax(72px, auto)' },
                  gridTemplateAreas: {
                    xs: '"name total" "meta actions"',
                    lg: '"name actions total" "meta actions total"',
                  },
                  columnGap: 1,
                  alignItems: 'center',
                  py: 0.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: onHand === undefined ? undefined : 'rgba(237, 108, 2, 0.08)',
                }}
              >
                <Box role="cell" sx={{ gridArea: 'name', minWidth: 0 }}>
                  <Box
                    component="button"
                    type="button"
                    onClick={() => setEditing(index)}
                    aria-label={t('pos:line.edit', { name: line.name })}
                    title={line.name}
                    // dir="auto", as on the tiles: the ellipsis falls where the name's own direction ends.
                    dir="auto"
                    sx={{
                      all: 'unset',
                      cursor: 'pointer',
                      fontWeight: 600,
                      fontSize: '0.9375rem',
                      lineHeight: 1.3,
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                      overflowWrap: 'anywhere',
                      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', borderRadius: 0.5 },
                    }}
                  >
                    <span data-testid="cart-line-name">{line.name}</span>
                  </Box>
                </Box>
                <Box
                  role="cell"
                  data-testid="cart-line-total"
                  sx={{ gridArea: 'total', fontWeight: 700, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}
                >
                  <bdi>{money(fromCents(line.subTotal))}</bdi>
                </Box>
                <Box role="cell" sx={{ gridArea: 'meta', minWidth: 0 }}>
                  <Typography variant="caption" color="text.secondary" component="div" noWrap>
                    {code && (
                      <>
                        <bdi>{code}</bdi> ·{' '}
                      </>
                    )}
                    <bdi>{money(fromCents(line.price))}</bdi>
                    {line.discount > 0 && (
                      <>
                        {' '}
                        · <bdi>{t('pos:line.discount', { rate: line.discount })}</bdi>
                      </>
                    )}
                  </Typography>
                  {onHand !== undefined && (
                    <Typography
                      variant="caption"
                      component="div"
                      role="alert"
                      data-testid="oversell-warning"
                      sx={{ color: 'warning.main', fontWeight: 600 }}
                    >
                      {t('pos:line.oversold', { count: Math.max(0, onHand) })}
                    </Typography>
                  )}
                </Box>
                <Box
                  role="cell"
                  sx={{ gridArea: 'actions', display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}
                >
                  <IconButton
                    sx={TOUCH}
                    aria-label={t('pos:line.oneLess', { name: line.name })}
                    disabled={line.qty <= 1}
                    onClick={() => onUpdate(index, { qty: line.qty - 1 })}
                  >
                    <RemoveIcon fontSize="small" />
                  </IconButton>
                  <Box
                    component="span"
                    sx={{ minWidth: 28, textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                    aria-label={t('pos:line.quantity', { name: line.name })}
                  >
                    {line.qty}
                  </Box>
                  <IconButton
                    sx={TOUCH}
                    aria-label={t('pos:line.oneMore', { name: line.name })}
                    disabled={line.custom || line.qty >= MAX_LINE_QUANTITY}
                    onClick={() => onUpdate(index, { qty: line.qty + 1 })}
                  >
                    <AddIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    sx={TOUCH}
                    color="error"
                    aria-label={t('pos:line.remove', { name: line.name })}
                    onClick={() => onRemove(index)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Box>
              </Box>
            )
          })}
        </Box>
      </Box>
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
