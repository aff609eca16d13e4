import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { DEFAULT_GATEWAY, GATEWAYS } from '@counterpart/domain/constants'
import { fromCents, toCents } from '@counterpart/domain/money'
import { refundTotals } from '@counterpart/domain/pricing/pos'
import { contactName } from '@counterpart/domain/schemas/contacts'
import type { ConfirmSaleResponse } from '@counterpart/domain/schemas/pos'
import { POS_MESSAGES, REFUND_QTY_RESET_MS, canConfirmTrx } from '@counterpart/domain/schemas/pos-terminal'
import { useEffect, useMemo, useRef, useState, type Ref } from 'react'
import { useNavigate } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
import { isApiError } from '../../../lib/api-error.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useConfirmSale } from '../api/confirm-sale.ts'
import { useCreateSaleReturn } from '../api/create-sale-return.ts'
import { TableHeadRow } from '../../../components/table-head-row.tsx'
import { GatewaySelect } from './gateway-select.tsx'
import { STORE_CREDIT_GATEWAY, type TenderGateway } from '@counterpart/domain/schemas/tenders'
import { TRADE_IN_MESSAGES } from '@counterpart/domain/schemas/trade-in'
import { Trans, useTranslation } from 'react-i18next'

/** One returned quantity as typed, with the over-limit message shown until it resets (spec 001 §5). */
function QtyInput({
  max,
  name,
  value,
  onChange,
}: {
  max: number
  name: string
  value: string
  onChange: (value: string) => void
}) {
  const [error, setError] = useState<string | undefined>(undefined)
  const { t } = useTranslation('pos')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <TextField
      size="small"
      value={value}
      disabled={max === 0}
      onChange={(event) => {
        const text = event.target.value.replace(/\D/g, '')
        onChange(text)
        clearTimeout(timer.current)
        if (Number(text) > max) {
          setError(POS_MESSAGES.qtyOverSold(max))
          // The value resets after 1 second.
          timer.current = setTimeout(() => {
            onChange('0')
            setError(undefined)
          }, REFUND_QTY_RESET_MS)
        } else {
          setError(undefined)
        }
      }}
      error={error !== undefined}
      helperText={error}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': t('pos:refund.returnQuantity', { name }) } }}
      sx={{ width: { xs: 72, sm: 120 }, '& .MuiFormHelperText-root': { whiteSpace: 'nowrap', mx: 0 } }}
    />
  )
}

/**
 * The refund screen (spec 001 §2, §4, §5): enter the transaction id (Confirm from 5 characters), the
 * returnable lines appear with quantities limited to sold minus returned, the totals reverse the sale's
 * tax and discount, and the refund goes to its print page.
 */
export function RefundView({ initialTrx, trxRef }: { initialTrx: string; trxRef: Ref<HTMLInputElement> }) {
  const navigate = useNavigate()
  const { money } = useFormatters()
  const { t } = useTranslation('pos')
  const confirm = useConfirmSale()
  const submitReturn = useCreateSaleReturn()
  const [trx, setTrx] = useState(initialTrx)
  const [trxError, setTrxError] = useState<string | undefined>(undefined)
  const [sale, setSale] = useState<ConfirmSaleResponse | null>(null)
  const [quantities, setQuantities] = useState<Record<number, string>>({})
  const [gateway, setGateway] = useState<string>(DEFAULT_GATEWAY)
  const [note, setNote] = useState('')
  const autoConfirmed = useRef(false)

  async function lookUp(key: string) {
    setTrxError(undefined)
    try {
      const found = await confirm.mutateAsync(key.trim())
      setSale(found)
      setQuantities(Object.fromEntries(found.info.items.map((item) => [item.id, '0'])))
    } catch (error) {
      setSale(null)
      if (isApiError(error)) setTrxError(error.errors?.trx?.[0] ?? error.message)
    }
  }

  useEffect(() => {
    // Opened from Transactions with the sale's key (/pos/portal/{trax}): look it up at once.
    if (!autoConfirmed.current && canConfirmTrx(initialTrx)) {
      autoConfirmed.current = true
      void lookUp(initialTrx)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only for the key the page was opened with
  }, [initialTrx])

  const picked = useMemo(
    () =>
      (sale?.info.items ?? [])
        .map((item) => ({ item, qty: Number(quantities[item.id] ?? 0) }))
        .filter(({ item, qty }) => Number.isInteger(qty) && qty > 0 && qty <= item.returnable),
    [sale, quantities],
  )
  const totals = sale
    ? refundTotals({
        items: picked.map(({ item, qty }) => ({ price: toCents(item.price), qty, discount: item.discount })),
        taxRate: sale.info.taxRate,
        discountRate: sale.info.discountRate,
        taxIncluded: sale.info.taxIncluded,
        refundableTotal: toCents(sale.info.refundableTotal),
      })
    : null

  async function refund() {
    if (!sale || !totals || picked.length === 0) return
    try {
      const answer = await submitReturn.mutateAsync({
        refunding: true,
        parent_id: sale.info.id,
        gateway: gateway as TenderGateway,
        note,
        subTotal: fromCents(totals.subTotal),
        discountAmount: fromCents(totals.discountedAmount),
        taxAmount: fromCents(totals.taxAmount),
        totalItems: totals.totalItems,
        totalAmount: fromCents(totals.totalAmount),
        items: picked.map(({ item, qty }) => ({
          id: item.id,
          qty,
          name: item.name,
          price: item.price,
          discount: item.discount,
        })),
      })
      showSnackbar(answer.message, 'success')
      setSale(null)
      void navigate(pathOf('PrintRefund', { id: answer.id }))
    } catch (error) {
      if (isApiError(error)) showSnackbar(error.message, 'error')
    }
  }

  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6">{t('pos:refund.title')}</Typography>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
          onSubmit={(event) => {
            event.preventDefault()
            if (canConfirmTrx(trx)) void lookUp(trx)
          }}
        >
          <TextField
            inputRef={trxRef}
            autoFocus
            size="small"
            label={t('pos:refund.trx')}
            value={trx}
            onChange={(event) => {
              setTrx(event.target.value)
              setTrxError(undefined)
            }}
            error={trxError !== undefined}
            helperText={trxError ?? t('pos:refund.trxHint')}
            sx={{ minWidth: 260 }}
          />
          <Button type="submit" variant="contained" disabled={!canConfirmTrx(trx)} loading={confirm.isPending}>
            {t('pos:refund.confirm')}
          </Button>
        </Stack>
        {sale && (
          <>
            <Typography>
              <Trans
                t={t}
                i18nKey={sale.customer ? 'pos:refund.saleWithCustomer' : 'pos:refund.sale'}
                values={{
                  key: sale.info.key,
                  customer: sale.customer ? contactName(sale.customer) : '',
                  total: money(sale.info.totalAmount),
                  refundable: money(sale.info.refundableTotal),
                }}
                components={{ s: <strong />, b: <bdi /> }}
              />
            </Typography>
            {sale.info.items.every((item) => item.returnable === 0) && (
              <Alert severity="info">{POS_MESSAGES.nothingToReturn}</Alert>
            )}
            <Box sx={{ overflowX: 'auto' }}>
              {/* On a phone the table fits the width: Returned and Disc % step aside (the quantity refuses more
                  than is returnable, the totals show the discount reversed) and the cells pad less. */}
              <Table
                size="small"
                aria-label={t('pos:refund.items')}
                sx={(theme) => ({
                  // A quantity field brought into view (focus, Tab) stops above the pinned foot, not under it.
                  '& input': { scrollMarginBottom: 280 },
                  [theme.breakpoints.down('sm')]: {
                    '& th, & td': { px: 0.75 },
                    '& th:nth-of-type(3), & td:nth-of-type(3), & th:nth-of-type(5), & td:nth-of-type(5)': {
                      display: 'none',
                    },
                  },
                })}
              >
                <TableHeadRow
                  cells={[
                    t('pos:refund.columns.item'),
                    { label: t('pos:refund.columns.sold'), align: 'right' },
                    { label: t('pos:refund.columns.returned'), align: 'right' },
                    { label: t('pos:refund.columns.price'), align: 'right' },
                    { label: t('pos:refund.columns.discount'), align: 'right' },
                    t('pos:refund.columns.returnQty'),
                  ]}
                />
                <TableBody>
                  {sale.info.items.map((item) => (
                    <TableRow key={item.id}>
                      <TableCell>
                        {item.name}
                        {item.sku && (
                          <Typography variant="caption" color="text.secondary" component="div">
                            {item.sku}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">{item.qty}</TableCell>
                      <TableCell align="right">{item.returned}</TableCell>
                      <TableCell align="right">
                        <bdi>{money(item.price)}</bdi>
                      </TableCell>
                      <TableCell align="right">{item.discount}</TableCell>
                      <TableCell>
                        <QtyInput
                          name={item.name}
                          max={item.returnable}
                          value={quantities[item.id] ?? '0'}
                          onChange={(value) => setQuantities((current) => ({ ...current, [item.id]: value }))}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            {/* The totals and Refund stay pinned to the window's foot however many items the sale had (issue 26). */}
            <Stack
              spacing={1}
              data-testid="refund-foot"
              sx={{ position: 'sticky', bottom: 0, zIndex: 1, bgcolor: 'background.paper', pb: 1 }}
            >
              <Divider />
              {totals && (
                <Box sx={{ width: '100%', maxWidth: 360, alignSelf: 'flex-end' }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <span>{t('pos:totals.subTotal', { count: totals.totalItems })}</span>
                    <bdi>{money(fromCents(totals.subTotal))}</bdi>
                  </Stack>
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <span>{t('pos:refund.taxFall', { rate: sale.info.taxRate })}</span>
                    <bdi>{money(fromCents(totals.taxAmount))}</bdi>
                  </Stack>
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <span>{t('pos:refund.reversedDiscount', { rate: sale.info.discountRate })}</span>
                    <bdi>- {money(fromCents(totals.discountedAmount))}</bdi>
                  </Stack>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', fontWeight: 700, fontSize: 18 }}>
                    <span>{t('pos:terminal.refund')}</span>
                    <bdi data-testid="refund-total">{money(fromCents(totals.totalAmount))}</bdi>
                  </Stack>
                  {sale.info.tradeIn && (
                    <Typography variant="caption" color="text.secondary" data-testid="refund-trade-in-note">
                      {TRADE_IN_MESSAGES.refundNote}
                    </Typography>
                  )}
                </Box>
              )}
              <Stack
                direction="row"
                sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
              >
                {/* Issue 31: a sale with a customer may be refunded onto their store credit. */}
                <GatewaySelect
                  value={gateway}
                  onChange={setGateway}
                  options={sale.customer ? [...GATEWAYS, STORE_CREDIT_GATEWAY] : GATEWAYS}
                />
                <TextField
                  size="small"
                  label={t('pos:refund.note')}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  // On a phone the note shares the gateway's row, so the pinned foot leaves room for the items.
                  sx={{ flex: { xs: '1 1 120px', sm: '0 1 auto' } }}
                />
                <Button
                  variant="contained"
                  color="warning"
                  startIcon={<AssignmentReturnIcon />}
                  disabled={picked.length === 0}
                  loading={submitReturn.isPending}
                  onClick={() => void refund()}
                >
                  {t('pos:terminal.refund')}
                </Button>
              </Stack>
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  )
}
