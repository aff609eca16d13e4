import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { RECEIVING_LABELS, STOCK_LINE_LABELS, type PurchaseReceiving } from '@counterpart/domain/schemas/purchasing'
import type { PurchaseStockProduct } from '@counterpart/domain/schemas/purchasing'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TableHeadRow } from '../../../components/table-head-row.tsx'
import { isApiError } from '../../../lib/api-error.ts'
import { useWarehouseOptions } from '../../../lib/queries/warehouses.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useCloseShort, useReceiveDelivery } from '../api/receive-delivery.ts'
import { resizeIdentifiers, SerialInputs } from './serial-inputs.tsx'

interface Draft {
  qty: string
  warehouse: number | ''
  price: string
  rackNumber: string
  /** A serial-tracked line's IMEI or serial per unit received now (issue 29). */
  identifiers: string[]
}

/** The price a line's units sell at now in a warehouse: its row's, else the product's own. */
function priceIn(product: PurchaseStockProduct | undefined, warehouse: number | ''): string {
  if (!product) return ''
  return String(product.stockPrices.find((row) => row.warehouse_id === warehouse)?.price ?? product.price)
}

/**
 * A delivery of part of a purchase (issue 28, item 11): each line ordered, received and left, what came
 * now (what is left by default), where it goes and at what price. "Receive everything into this warehouse"
 * fills every line at once; "Close short" ends a purchase whose rest will not come.
 */
export function ReceiveDelivery({
  orderId,
  receiving,
  products,
}: {
  orderId: number
  receiving: PurchaseReceiving
  products: readonly PurchaseStockProduct[]
}) {
  const warehouses = useWarehouseOptions()
  const receive = useReceiveDelivery()
  const closeShort = useCloseShort()
  const { t } = useTranslation('purchasing')
  const open = receiving.lines.filter((line) => line.left > 0)
  const productOf = (id: number) => products.find((product) => product.product_id === id)
  const serialTracked = (id: number) => open.some((line) => line.product_id === id && line.serialTracked)
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() =>
    Object.fromEntries(
      open.map((line) => {
        const product = productOf(line.product_id)
        const warehouse = product?.warehouseSaleFrom ?? ''
        return [
          line.product_id,
          {
            qty: String(line.left),
            warehouse,
            price: priceIn(product, warehouse),
            rackNumber: '',
            identifiers: line.serialTracked ? resizeIdentifiers([], line.left) : [],
          },
        ]
      }),
    ),
  )
  const [everything, setEverything] = useState<number | ''>('')
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({})
  const [closing, setClosing] = useState(false)
  const [reason, setReason] = useState('')

  const change = (product: number, next: Partial<Draft>) =>
    setDrafts((current) => {
      const before = current[product]
      if (!before) return current
      const draft = { ...before, ...next }
      // A serial-tracked line asks for as many identifiers as units come now.
      if (next.qty !== undefined && serialTracked(product))
        draft.identifiers = resizeIdentifiers(before.identifiers, Number(next.qty))
      // A new warehouse brings its price, unless the price was typed over.
      if (next.warehouse !== undefined && before.price === priceIn(productOf(product), before.warehouse))
        draft.price = priceIn(productOf(product), next.warehouse)
      return { ...current, [product]: draft }
    })

  function receiveEverythingInto(warehouse: number) {
    setEverything(warehouse)
    setDrafts((current) =>
      Object.fromEntries(
        open.map((line) => [
          line.product_id,
          {
            ...current[line.product_id]!,
            qty: String(line.left),
            identifiers: line.serialTracked ? resizeIdentifiers(current[line.product_id]!.identifiers, line.left) : [],
            warehouse,
            price: priceIn(productOf(line.product_id), warehouse),
          },
        ]),
      ),
    )
  }

  const sent = open.filter((line) => Number(drafts[line.product_id]?.qty ?? 0) > 0)
  async function submit() {
    setErrors({})
    try {
      const answer = await receive.mutateAsync({
        purchaseId: orderId,
        items: sent.map((line) => {
          const draft = drafts[line.product_id]!
          return {
            product: line.product_id,
            qty: draft.qty,
            warehouse: draft.warehouse === '' ? 0 : draft.warehouse,
            price: draft.price,
            rackNumber: draft.rackNumber,
            ...(line.serialTracked ? { identifiers: draft.identifiers } : {}),
          }
        }),
      })
      showSnackbar(answer.message, 'success')
    } catch (error) {
      if (isApiError(error) && error.errors) setErrors(error.errors)
    }
  }

  async function close() {
    try {
      const answer = await closeShort.mutateAsync({ id: orderId, reason })
      showSnackbar(answer.message, 'success')
      setClosing(false)
    } catch (error) {
      if (isApiError(error) && error.errors) setErrors(error.errors)
    }
  }

  const messageOf = (line: number, field: string) => {
    const index = sent.findIndex((item) => item.product_id === line)
    return index === -1 ? undefined : errors[`items.${index}.${field}`]?.[0]
  }
  const lineMessages = (line: number) => ({
    qtyError: messageOf(line, 'qty'),
    warehouseError: messageOf(line, 'warehouse'),
    priceError: messageOf(line, 'price'),
    rackError: messageOf(line, 'rackNumber'),
  })
  const warehouseOptions = (warehouses.data ?? []).map((warehouse) => (
    <MenuItem key={warehouse.id} value={warehouse.id}>
      {warehouse.name}
    </MenuItem>
  ))

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('purchasing:delivery.title')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('purchasing:delivery.everythingInto')}
          value={everything}
          onChange={(event) => receiveEverythingInto(Number(event.target.value))}
          sx={{ minWidth: { sm: 300 } }}
        >
          {warehouseOptions}
        </TextField>
      </Stack>
      <div style={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('purchasing:delivery.lines')}>
          <TableHeadRow
            cells={[
              t('purchasing:update.product'),
              { label: RECEIVING_LABELS.ordered, align: 'right' },
              { label: RECEIVING_LABELS.received, align: 'right' },
              { label: RECEIVING_LABELS.left, align: 'right' },
              RECEIVING_LABELS.qty,
              STOCK_LINE_LABELS.warehouse,
              STOCK_LINE_LABELS.price,
              STOCK_LINE_LABELS.rackNumber,
            ]}
          />
          <TableBody>
            {receiving.lines.map((line) => {
              const draft = drafts[line.product_id]
              const { qtyError, warehouseError, priceError, rackError } = lineMessages(line.product_id)
              return (
                <TableRow key={line.product_id}>
                  <TableCell sx={{ minWidth: 140 }}>{line.name}</TableCell>
                  <TableCell align="right">{line.ordered}</TableCell>
                  <TableCell align="right">{line.received}</TableCell>
                  <TableCell align="right">{line.left}</TableCell>
                  {draft ? (
                    <>
                      <TableCell>
                        <TextField
                          size="small"
                          type="number"
                          value={draft.qty}
                          onChange={(event) => change(line.product_id, { qty: event.target.value })}
                          slotProps={{
                            htmlInput: {
                              min: 0,
                              max: line.left,
                              'aria-label': t('purchasing:delivery.fieldOf', {
                                label: RECEIVING_LABELS.qty,
                                name: line.name,
                              }),
                            },
                          }}
                          error={qtyError !== undefined}
                          helperText={qtyError}
                          sx={{ width: 90 }}
                        />
                      </TableCell>
                      <TableCell>
                        <TextField
                          select
                          size="small"
                          value={draft.warehouse}
                          onChange={(event) => change(line.product_id, { warehouse: Number(event.target.value) })}
                          slotProps={{
                            select: {
                              SelectDisplayProps: {
                                'aria-label': t('purchasing:delivery.fieldOf', {
                                  label: STOCK_LINE_LABELS.warehouse,
                                  name: line.name,
                                }),
                              },
                            },
                          }}
                          error={warehouseError !== undefined}
                          helperText={warehouseError}
                          sx={{ minWidth: 150 }}
                        >
                          {warehouseOptions}
                        </TextField>
                      </TableCell>
                      <TableCell>
                        <TextField
                          size="small"
                          type="number"
                          value={draft.price}
                          onChange={(event) => change(line.product_id, { price: event.target.value })}
                          slotProps={{
                            htmlInput: {
                              min: 0,
                              step: '0.01',
                              'aria-label': t('purchasing:delivery.fieldOf', {
                                label: STOCK_LINE_LABELS.price,
                                name: line.name,
                              }),
                            },
                          }}
                          error={priceError !== undefined}
                          helperText={priceError}
                          sx={{ width: 110 }}
                        />
                      </TableCell>
                      <TableCell>
                        <TextField
                          size="small"
                          value={draft.rackNumber}
                          onChange={(event) => change(line.product_id, { rackNumber: event.target.value })}
                          slotProps={{
                            htmlInput: {
                              'aria-label': t('purchasing:delivery.fieldOf', {
                                label: STOCK_LINE_LABELS.rackNumber,
                                name: line.name,
                              }),
                            },
                          }}
                          error={rackError !== undefined}
                          helperText={rackError}
                          sx={{ width: 100 }}
                        />
                      </TableCell>
                    </>
                  ) : (
                    <TableCell colSpan={4}>
                      <Typography variant="body2" color="success.main">
                        {t('purchasing:delivery.allReceived')}
                      </Typography>
                    </TableCell>
                  )}
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </div>
      {sent
        .filter((line) => line.serialTracked)
        .map((line) => (
          <Paper key={line.product_id} variant="outlined" sx={{ p: 2, mt: 2 }}>
            <SerialInputs
              product={line.name}
              values={drafts[line.product_id]?.identifiers ?? []}
              onChange={(identifiers) => change(line.product_id, { identifiers })}
              errorOf={(unit) => messageOf(line.product_id, `identifiers.${unit}`)}
              listError={messageOf(line.product_id, 'identifiers')}
            />
          </Paper>
        ))}
      {errors.items && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errors.items[0]}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }} useFlexGap>
        <Button color="warning" onClick={() => setClosing(true)}>
          {t('purchasing:delivery.closeShort')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          loading={receive.isPending}
          disabled={sent.length === 0}
        >
          {t('purchasing:delivery.receive')}
        </Button>
      </Stack>
      <Dialog
        open={closing}
        onClose={() => setClosing(false)}
        aria-labelledby="close-short-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="close-short-title">{t('purchasing:delivery.closeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('purchasing:delivery.closeHelp')}</DialogContentText>
          <TextField
            fullWidth
            required
            autoFocus
            label={RECEIVING_LABELS.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={errors.reason !== undefined}
            helperText={errors.reason?.[0]}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setClosing(false)}>{t('purchasing:actions.cancel')}</Button>
          <Button variant="contained" color="warning" onClick={() => void close()} loading={closeShort.isPending}>
            {t('purchasing:delivery.closeShort')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  )
}
