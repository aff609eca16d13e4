import AddIcon from '@mui/icons-material/Add'
import DialpadIcon from '@mui/icons-material/Dialpad'
import ManageSearchIcon from '@mui/icons-material/ManageSearch'
import PaymentsIcon from '@mui/icons-material/Payments'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { DEFAULT_GATEWAY } from '@counterpart/domain/constants'
import { fromCents, toCents } from '@counterpart/domain/money'
import { changeDue, dueAfterPayment } from '@counterpart/domain/pricing/pos'
import { contactName } from '@counterpart/domain/schemas/contacts'
import { OFFLINE_TEXTS } from '@counterpart/domain/schemas/offline-terminal'
import { CUSTOM_AMOUNT_PRODUCT } from '@counterpart/domain/schemas/pos-terminal'
import type { PosCustomProduct, PosProduct } from '@counterpart/domain/schemas/pos'
import { Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { useCan, useConfigs, useCurrentUser } from '../../lib/app-configuration.ts'
import { isApiError } from '../../lib/api-error.ts'
import { sellThroughOutbox } from '../../lib/offline/outbox.ts'
import { recountOutbox } from '../../lib/offline/till-sync.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { chosenTillId } from '../../lib/till.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useCreateSale } from './api/create-sale.ts'
import { AnnouncementBanner } from './components/announcement-banner.tsx'
import { CartActions, CartSummary } from './components/cart-summary.tsx'
import { CartTable } from './components/cart-table.tsx'
import { CustomAmountDialog } from './components/custom-amount-dialog.tsx'
import { CustomerBalance } from './components/customer-balance.tsx'
import { CustomerPicker } from './components/customer-picker.tsx'
import { OfflineBadge, OfflineNotices } from './components/offline-status.tsx'
import { PaymentSheet } from './components/payment-sheet.tsx'
import { AddDialog, AdvancedSearchDialog } from './components/pos-dialogs.tsx'
import { ProductPicker, tileDisabled } from './components/product-picker.tsx'
import { RefundView } from './components/refund-view.tsx'
import { ScanBox } from './components/scan-box.tsx'
import { SoldView, type SoldSale } from './components/sold-view.tsx'
import { TillRequiredDialog, TillStatus, useTillState } from './components/till-status.tsx'
import { REGISTER_WIDE } from './layout.ts'
import { usePosAddOns } from './pos-add-ons.ts'
import { useCart, type Checkout } from './use-cart.ts'
import { useOfflineTill } from './use-offline-till.ts'

type Mode = 'normal' | 'refund' | 'sold'

/**
 * A checkout's client id, a random UUID (version 4): its Idempotency-Key and its key in the outbox (issue 18).
 * crypto.randomUUID needs HTTPS; getRandomValues works on a shop's plain-HTTP LAN too.
 */
export function newClientId(): string {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .split('')
  hex[12] = '4'
  hex[16] = (8 + (parseInt(hex[16] ?? '0', 16) % 4)).toString(16)
  const text = hex.join('')
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
}

/**
 * The sales terminal, /pos/portal/{trax?} (spec 001 §2, §4): the scan box, customer picker, refund
 * toggle, Add and advanced search; the product picker and the cart; the payment sheet; the sold view;
 * and the refund screen (opened directly with the sale's key as trax).
 */
export function PosPage() {
  const { trax } = useParams()
  const navigate = useNavigate()
  const configs = useConfigs()
  const canRefund = useCan('saleRefund')
  const userId = useCurrentUser()?.id ?? 0
  const offlineTill = useOfflineTill()
  const offline = offlineTill.offline
  const cart = useCart()
  const { money } = useFormatters()
  const createSale = useCreateSale()
  const [mode, setMode] = useState<Mode>(trax ? 'refund' : 'normal')
  const [paying, setPaying] = useState(false)
  const [sold, setSold] = useState<SoldSale | null>(null)
  const [adding, setAdding] = useState(false)
  const [searching, setSearching] = useState(false)
  const [customAmount, setCustomAmount] = useState(false)
  const { TillDay } = usePosAddOns()
  const till = useTillState()
  const [tillNeeded, setTillNeeded] = useState(false)
  const scanRef = useRef<HTMLInputElement>(null)
  const trxRef = useRef<HTMLInputElement>(null)
  const refocusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // One key per checkout: a retry of the same cart (a timeout, a double click) cannot sell it twice.
  const checkoutKey = useRef<string | null>(null)
  useEffect(() => () => clearTimeout(refocusTimer.current), [])
  useEffect(() => {
    checkoutKey.current = null
  }, [cart.lines, cart.totals])
  useEffect(() => {
    if (trax) setMode('refund')
  }, [trax])

  /**
   * Spec 001 §5: the focus goes back to the scan box after focusIntervel, unless the cashier is busy
   * elsewhere meanwhile (a dialog is open, or they are typing in another field such as the customer).
   */
  const refocus = useCallback(() => {
    clearTimeout(refocusTimer.current)
    refocusTimer.current = setTimeout(() => {
      if (document.querySelector('.MuiDialog-root')) return
      const active = document.activeElement
      const typingElsewhere =
        active instanceof HTMLElement &&
        active !== scanRef.current &&
        (['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName) || active.isContentEditable)
      if (!typingElsewhere) scanRef.current?.focus()
    }, configs.focusIntervel)
  }, [configs.focusIntervel])

  const pick = useCallback(
    (product: PosProduct | PosCustomProduct) => {
      if (tileDisabled(product, configs.overSelling)) {
        showSnackbar(`${product.name} is out of stock.`, 'warning')
        return
      }
      if ('custom' in product && cart.lines.some((line) => line.custom && line.id === product.id)) {
        showSnackbar('An item bought from a customer is sold one at a time.', 'warning')
        return
      }
      cart.add(product)
    },
    [cart, configs.overSelling],
  )

  /** The sale is done (on the server, or kept on this till): the sold view, and the cart starts afresh. */
  function complete(checkout: Checkout, answer: { id: number; key: string; message: string } | null) {
    const total = cart.totals.totalAmount
    setSold({
      ...(answer ?? { id: 0, key: '', message: OFFLINE_TEXTS.savedOffline, offline: true }),
      totalAmount: fromCents(total),
      // Cash: the change to hand back. On credit there is no change: the amount left to pay, and when.
      change: checkout.method ? fromCents(Math.max(0, changeDue(toCents(checkout.enterAmount), total))) : null,
      due: checkout.method
        ? null
        : {
            amount: fromCents(dueAfterPayment(toCents(checkout.enterAmount), total)),
            date: checkout.dueDate,
            deposit: checkout.enterAmount,
          },
      // The sold view offers to email the invoice to the sale's customer, and names who owes on account.
      customerEmail: cart.customer?.email ?? '',
      customer: cart.customer ? { id: cart.customer.id, name: contactName(cart.customer) } : null,
    })
    checkoutKey.current = null
    setPaying(false)
    cart.reset()
    setMode('sold')
  }

  async function process(checkout: Checkout) {
    const clientId = (checkoutKey.current ??= newClientId())
    const sale = cart.saleInput(checkout)
    // Without an answer the sale is kept on this till where it may sell offline: cash or on credit, snapshot
    // products only (issue 18). It is written to the outbox first either way.
    const mayKeep =
      offlineTill.unavailable === null &&
      !sale.items.some((item) => item.custom) &&
      (!checkout.method || checkout.gateway === DEFAULT_GATEWAY)
    const entry = { clientId, userId, registerId: chosenTillId(), soldAt: new Date().toISOString(), sale }
    try {
      const answer = await sellThroughOutbox(
        { ...entry, state: 'sending' },
        () => createSale.mutateAsync({ sale, idempotencyKey: clientId }),
        mayKeep,
      )
      complete(checkout, answer)
      if (!answer) void recountOutbox().catch(() => undefined)
    } catch (error) {
      // Spec 001 §8: a failed sale shows the response's error text in the snackbar. A refusal wrote
      // nothing, so the next attempt is a new checkout; after a lost answer the same key is retried.
      if (isApiError(error)) {
        if (error.status >= 400 && error.status < 500) checkoutKey.current = null
        if ([0, 409, 422, 502, 503, 504].includes(error.status)) showSnackbar(error.message, 'error')
      }
    }
  }

  // Issue 19: where the shop sells only with an open till session, Pay first shows the way to the Till page.
  function startPaying() {
    if (till?.blocked) setTillNeeded(true)
    else setPaying(true)
  }

  function newSale() {
    setSold(null)
    setMode('normal')
    refocus()
  }

  function toggleRefund(on: boolean) {
    if (on) {
      setMode('refund')
      setTimeout(() => trxRef.current?.focus(), 0)
      return
    }
    setMode('normal')
    if (trax) void navigate(pathOf('PosSale'))
    // Spec 001 §4: leaving refund mode refocuses the search box.
    setTimeout(() => scanRef.current?.focus(), 0)
  }

  const wideBoxHeight = 'calc(100dvh - var(--register-top, 68px))'
  const itemCount = cart.totals.totalItems

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        // The whole window is the register: from 769 px both panes fill its height and scroll on their own.
        ...(mode === 'normal' ? { [REGISTER_WIDE]: { height: wideBoxHeight, minHeight: 520 } } : {}),
      }}
    >
      <AnnouncementBanner />
      <OfflineNotices till={offlineTill} />
      <Paper sx={{ p: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
            {mode === 'normal' ? (
              <ScanBox
                inputRef={scanRef}
                onPick={pick}
                refocus={refocus}
                onEmptyEnter={() => cart.lines.length > 0 && startPaying()}
              />
            ) : (
              <Typography variant="h6" sx={{ px: 1, py: 1 }}>
                {mode === 'refund' ? 'Refund' : 'Sale complete'}
              </Typography>
            )}
          </Box>
          <Box sx={{ flex: '1 1 200px', maxWidth: { sm: 280 }, minWidth: 0 }}>
            <CustomerPicker value={cart.customer} onChange={cart.setCustomer} />
            <CustomerBalance customer={cart.customer} />
            {till && <TillStatus till={till} />}
            <OfflineBadge till={offlineTill} />
          </Box>
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, flexShrink: 0, maxWidth: '100%' }}
          >
            {canRefund && (
              <Tooltip title={offline ? OFFLINE_TEXTS.notOffline : ''}>
                <FormControlLabel
                  sx={{ mx: 0, minHeight: 48 }}
                  disabled={offline && mode !== 'refund'}
                  control={
                    <Switch checked={mode === 'refund'} onChange={(event) => toggleRefund(event.target.checked)} />
                  }
                  label="Refund"
                />
              </Tooltip>
            )}
            <Tooltip
              describeChild
              title={
                offline ? OFFLINE_TEXTS.notOffline : 'Add a repair, bill, item bought from a customer or a customer'
              }
            >
              {/* A disabled button gets no hover: the span carries the tooltip. */}
              <span>
                <Button
                  variant="outlined"
                  startIcon={<AddIcon />}
                  onClick={() => setAdding(true)}
                  disabled={offline}
                  sx={{ minHeight: 48 }}
                >
                  Add
                </Button>
              </span>
            </Tooltip>
            {!offline && (
              <Suspense fallback={null}>
                <TillDay />
              </Suspense>
            )}
            <Tooltip title={offline ? OFFLINE_TEXTS.notOffline : 'A custom amount with a note, as a line of its own'}>
              <span>
                <Button
                  variant="outlined"
                  startIcon={<DialpadIcon />}
                  onClick={() => setCustomAmount(true)}
                  disabled={offline}
                  sx={{ minHeight: 48 }}
                >
                  Amount
                </Button>
              </span>
            </Tooltip>
            <Tooltip title="Advanced search">
              <Button
                variant="outlined"
                startIcon={<ManageSearchIcon />}
                onClick={() => setSearching(true)}
                aria-label="Advanced search"
                sx={{ minHeight: 48 }}
              >
                Search
              </Button>
            </Tooltip>
          </Box>
        </Box>
      </Paper>

      {mode === 'normal' && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 1,
            [REGISTER_WIDE]: {
              gridTemplateColumns: 'minmax(0, 3fr) minmax(360px, 2fr)',
              flex: 1,
              minHeight: 0,
            },
          }}
        >
          <Paper
            sx={{ p: 1, display: 'flex', flexDirection: 'column', minHeight: 240, [REGISTER_WIDE]: { minHeight: 0 } }}
          >
            <ProductPicker
              onPick={(product) => {
                pick(product)
                refocus()
              }}
            />
          </Paper>
          <Paper
            component="section"
            aria-label="Ticket"
            sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, [REGISTER_WIDE]: { minHeight: 0 } }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="h6" component="h2">
                Cart{' '}
                <Typography component="span" color="text.secondary">
                  ({itemCount})
                </Typography>
              </Typography>
              <CartActions cart={cart} onDone={refocus} />
            </Stack>
            <Box sx={{ [REGISTER_WIDE]: { flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden' } }}>
              <CartTable lines={cart.lines} oversold={cart.oversold} onUpdate={cart.update} onRemove={cart.remove} />
            </Box>
            <CartSummary cart={cart} onPay={startPaying} />
          </Paper>
          <Paper
            elevation={8}
            data-testid="register-pay-bar"
            sx={{
              position: 'sticky',
              bottom: 8,
              zIndex: 2,
              p: 1,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              [REGISTER_WIDE]: { display: 'none' },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                <bdi>
                  {itemCount} {itemCount === 1 ? 'item' : 'items'}
                </bdi>
              </Typography>
              <Typography variant="h6" sx={{ fontWeight: 700 }}>
                <bdi>{money(fromCents(cart.totals.totalAmount))}</bdi>
              </Typography>
            </Box>
            <Button
              variant="contained"
              size="large"
              startIcon={<PaymentsIcon />}
              disabled={cart.lines.length === 0}
              onClick={startPaying}
              sx={{ minHeight: 56, px: 4, fontSize: '1.125rem' }}
            >
              Pay
            </Button>
          </Paper>
        </Box>
      )}
      {mode === 'refund' && <RefundView initialTrx={trax ?? ''} trxRef={trxRef} />}
      {mode === 'sold' && sold && <SoldView sale={sold} onNewSale={newSale} />}

      {paying && (
        <PaymentSheet
          payable={cart.totals.totalAmount}
          customer={cart.customer}
          onCustomer={cart.setCustomer}
          processing={createSale.isPending}
          offline={offline}
          onProcess={(checkout) => void process(checkout)}
          onClose={() => {
            setPaying(false)
            refocus()
          }}
        />
      )}
      {tillNeeded && (
        <TillRequiredDialog
          onClose={() => {
            setTillNeeded(false)
            refocus()
          }}
        />
      )}
      {adding && (
        <AddDialog
          onClose={() => {
            setAdding(false)
            refocus()
          }}
          onCustomer={cart.setCustomer}
        />
      )}
      {customAmount && (
        <CustomAmountDialog
          taken={
            new Map(
              cart.lines
                .filter((line) => 'sku' in line.data.source && line.data.source.sku === CUSTOM_AMOUNT_PRODUCT.sku)
                .map((line) => [line.name, line.price]),
            )
          }
          onAdd={pick}
          onClose={() => {
            setCustomAmount(false)
            refocus()
          }}
        />
      )}
      {searching && (
        <AdvancedSearchDialog
          onPick={pick}
          onClose={() => {
            setSearching(false)
            refocus()
          }}
        />
      )}
    </Box>
  )
}
