import type { PosDevice } from '@counterpart/domain/schemas/devices'
import AddIcon from '@mui/icons-material/Add'
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard'
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
import { fromCents } from '@counterpart/domain/money'
import { OFFLINE_TEXTS } from '@counterpart/domain/schemas/offline-terminal'
import { CUSTOM_AMOUNT_PRODUCT } from '@counterpart/domain/schemas/pos-terminal'
import type { PosCustomProduct, PosProduct } from '@counterpart/domain/schemas/pos'
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { useCan, useConfigs } from '../../lib/app-configuration.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { playTone } from '../../lib/sounds.ts'
import { ACTION_LABEL } from '../../lib/look.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { AnnouncementBanner } from './components/announcement-banner.tsx'
import { CartActions, CartSummary } from './components/cart-summary.tsx'
import { CartTable } from './components/cart-table.tsx'
import { CustomAmountDialog } from './components/custom-amount-dialog.tsx'
import { CustomerDisplayAction } from './components/customer-display-action.tsx'
import { CustomerBalance } from './components/customer-balance.tsx'
import { CustomerPicker } from '../../components/customer-picker.tsx'
import { OfflineNotices } from './components/offline-status.tsx'
import { PaymentSheet } from './components/payment-sheet.tsx'
import { AddDialog, AdvancedSearchDialog } from './components/pos-dialogs.tsx'
import { ProductPicker, tileDisabled } from './components/product-picker.tsx'
import { RefundView } from './components/refund-view.tsx'
import { ScanBox, type ScanBoxControl } from './components/scan-box.tsx'
import { deviceScan } from './device-scan.ts'
import { SoldView } from './components/sold-view.tsx'
import { TerminalStatus } from './components/terminal-status.tsx'
import { TillRequiredDialog, useTillState } from './components/till-status.tsx'
import { needsVariantChoice, VariantChooser } from './components/variant-chooser.tsx'
import { TERMINAL_ACTIONS_ICONS_ONLY, TERMINAL_WIDE } from './layout.ts'
import { usePosAddOns } from './pos-add-ons.ts'
import { initialTerminal, showsSellingPanes, terminalReducer } from './terminal-machine.ts'
import { cartNet, useTradeIn } from './trade-in.ts'
import { useCart } from './use-cart.ts'
import { useCheckout } from './use-checkout.ts'
import { useCustomerDisplay } from './use-customer-display.ts'
import { useOfflineTill } from './use-offline-till.ts'
import { isTextEntry, useScannerWedge } from './use-scanner-wedge.ts'
import { useTranslation } from 'react-i18next'

const PrintNotice = lazy(() => import('./components/terminal-printing.tsx').then((m) => ({ default: m.PrintNotice })))

/**
 * The sales terminal, /pos/portal/{trax?} (spec 001 §2, §4): the scan box, customer picker, refund
 * toggle, Add and advanced search; the product picker and the cart; the payment sheet; the sold view;
 * and the refund screen (opened directly with the sale's key as trax).
 */
export function PosPage() {
  const { t } = useTranslation('pos')
  const { trax } = useParams()
  const navigate = useNavigate()
  const configs = useConfigs()
  const canRefund = useCan('saleRefund')
  const canSellGiftCards = useCan('giftCardSell')
  const canCheckGiftCards = useCan('giftCardRedeem')
  const offlineTill = useOfflineTill()
  const offline = offlineTill.offline
  const cart = useCart()
  // What the customer pays: the cart's total less a trade-in's value (issue 29, item 7).
  const payable = cartNet(cart.totals.totalAmount, useTradeIn()).net
  const { money } = useFormatters()
  const [terminal, dispatch] = useReducer(terminalReducer, trax, initialTerminal)
  const checkout = useCheckout({ cart, offlineTill, onSold: (sale) => dispatch({ type: 'sold', sale }) })
  useCustomerDisplay(cart.lines, payable, terminal)
  const { TillDay } = usePosAddOns()
  // A Combo product with several variants, tapped or scanned: which one goes into the cart. A picker's
  // passing question rather than a mode of the terminal, so it stays beside the state machine.
  const [choosingVariant, setChoosingVariant] = useState<PosProduct | null>(null)
  const till = useTillState()
  const scanRef = useRef<HTMLInputElement>(null)
  const scanControl = useRef<ScanBoxControl>(null)
  const trxRef = useRef<HTMLInputElement>(null)
  const refocusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(refocusTimer.current), [])
  useEffect(() => {
    if (trax) dispatch({ type: 'refund', trx: trax })
  }, [trax])

  /**
   * Spec 001 §5: the focus goes back to the scan box after focusIntervel, unless the cashier is busy
   * elsewhere meanwhile (a dialog is open, or they are typing in another field such as the customer).
   * `fromField`: the cashier has just finished with a field (chose the customer, committed a rate), so
   * the focus leaves it.
   */
  const refocus = useCallback(
    (options?: { fromField?: boolean }) => {
      const fromField = options?.fromField === true
      clearTimeout(refocusTimer.current)
      refocusTimer.current = setTimeout(() => {
        if (document.querySelector('.MuiDialog-root')) return
        const active = document.activeElement
        const typingElsewhere =
          !fromField &&
          active instanceof HTMLElement &&
          active !== scanRef.current &&
          (['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName) || active.isContentEditable)
        if (!typingElsewhere) scanRef.current?.focus()
      }, configs.focusIntervel)
    },
    [configs.focusIntervel],
  )

  /** Puts a product in the cart; the reason when it may not go in (the scan box shows it in red), else null. */
  const pick = useCallback(
    (product: PosProduct | PosCustomProduct): string | null => {
      const refusal = tileDisabled(product, configs.overSelling)
        ? t('pos:terminal.outOfStock', { name: product.name })
        : 'custom' in product && cart.lines.some((line) => line.custom && line.id === product.id)
          ? t('pos:terminal.customOnce')
          : null
      if (refusal) {
        showSnackbar(refusal, 'warning')
        return refusal
      }
      if (needsVariantChoice(product)) {
        setChoosingVariant(product)
        return null
      }
      cart.add(product)
      return null
    },
    [cart, configs.overSelling, t],
  )

  // Issue 29: a scanned device unit goes in as that exact unit, or the terminal says why it may not be sold.
  const pickDevice = useCallback(
    (device: PosDevice): string | null => {
      const scan = deviceScan(device, cart.lines)
      if (scan.kind === 'refused') {
        showSnackbar(scan.message, 'warning')
        return scan.message
      }
      cart.add(scan.item, scan.unit)
      return null
    },
    [cart],
  )

  // Issue 26: a scan reaches the cart whatever holds the focus, and changes no other field.
  useScannerWedge({
    enabled: showsSellingPanes(terminal),
    barcodeLength: configs.barcodeContainsDigits,
    isScanBox: (element) => element !== null && element === scanRef.current,
    onScan: (code) => {
      if (terminal.mode === 'paying') {
        playTone('refused')
        showSnackbar(t('pos:terminal.scannedWhilePaying', { code }), 'warning')
        return
      }
      if (!document.querySelector('.MuiDialog-root')) scanRef.current?.focus()
      scanControl.current?.submit(code)
    },
  })

  // Issue 19: where the shop sells only with an open till session, Pay first shows the way to the Till page.
  function startPaying() {
    dispatch({ type: 'pay', tillBlocked: till?.blocked === true })
  }

  /** Closes a dialog over the terminal; the scan box gets the focus back. */
  function closeOverlay() {
    dispatch({ type: 'close' })
    refocus()
  }

  function newSale() {
    dispatch({ type: 'newSale' })
    refocus()
  }

  function toggleRefund(on: boolean) {
    if (on) {
      dispatch({ type: 'refund', trx: '' })
      setTimeout(() => trxRef.current?.focus(), 0)
      return
    }
    dispatch({ type: 'leaveRefund' })
    if (trax) void navigate(pathOf('PosSale'))
    // Spec 001 §4: leaving refund mode refocuses the search box.
    setTimeout(() => scanRef.current?.focus(), 0)
  }

  const wideBoxHeight = 'calc(100dvh - var(--terminal-top, 68px))'
  const itemCount = cart.totals.totalItems
  const selling = showsSellingPanes(terminal)
  const overlay = terminal.mode === 'paying' ? null : terminal.overlay

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        // The whole window is the terminal: from 769 px both panes fill its height and scroll on their own.
        ...(selling ? { [TERMINAL_WIDE]: { height: wideBoxHeight, minHeight: 520 } } : {}),
      }}
    >
      <AnnouncementBanner />
      <OfflineNotices till={offlineTill} />
      <Suspense fallback={null}>{!offline && <PrintNotice />}</Suspense>
      <Paper sx={{ p: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            {selling ? (
              <ScanBox
                inputRef={scanRef}
                controlRef={scanControl}
                onPick={pick}
                onDevice={pickDevice}
                refocus={() => refocus()}
                onEmptyEnter={() => cart.lines.length > 0 && startPaying()}
              />
            ) : (
              <Typography variant="h6" sx={{ px: 1, py: 1 }}>
                {terminal.mode === 'refund' ? t('pos:terminal.refund') : t('pos:terminal.saleComplete')}
              </Typography>
            )}
          </Box>
          {/* A column of blocks: no line box under the picker, so the Owes button fits the scan status's height. */}
          <Box
            sx={{
              flex: '1 1 200px',
              maxWidth: { sm: 280 },
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              // Where the actions show icons only, the customer gives up 20 px so the six of them (with the
              // customer display's) still share the scan box's row at 1024×768.
              [TERMINAL_ACTIONS_ICONS_ONLY]: { flexBasis: 180 },
            }}
          >
            <CustomerPicker
              value={cart.customer}
              onChange={(customer) => {
                cart.setCustomer(customer)
                refocus({ fromField: true })
              }}
            />
            <CustomerBalance customer={cart.customer} />
          </Box>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              flex: '0 1 auto',
              minWidth: 0,
              maxWidth: '100%',
              flexWrap: 'wrap',
              minHeight: 56,
              // From 900 to 1199 px the actions show their icons only (named by aria-label and tooltip), so the
              // scan box, the customer and the actions share one row and the ticket keeps four lines at 1024×768.
              [TERMINAL_ACTIONS_ICONS_ONLY]: {
                [`& .${ACTION_LABEL}`]: { display: 'none' },
                '& .MuiButton-startIcon': { mx: 0 },
                '& .MuiButton-root': { minWidth: 48 },
              },
            }}
          >
            <TerminalStatus till={till} offline={offlineTill} />
            {canRefund && (
              <Tooltip title={offline ? OFFLINE_TEXTS.notOffline : ''}>
                <FormControlLabel
                  sx={{ mx: 0, minHeight: 48 }}
                  disabled={offline && terminal.mode !== 'refund'}
                  control={
                    <Switch
                      checked={terminal.mode === 'refund'}
                      onChange={(event) => toggleRefund(event.target.checked)}
                    />
                  }
                  label={t('pos:terminal.refund')}
                />
              </Tooltip>
            )}
            <Tooltip describeChild title={offline ? OFFLINE_TEXTS.notOffline : t('pos:terminal.addHint')}>
              {/* A disabled button gets no hover: the span carries the tooltip. */}
              <span>
                <Button
                  startIcon={<AddIcon />}
                  onClick={() => dispatch({ type: 'open', overlay: 'adding' })}
                  disabled={offline}
                  aria-label={t('pos:terminal.add')}
                  sx={{ minHeight: 48 }}
                >
                  <span className={ACTION_LABEL}>{t('pos:terminal.add')}</span>
                </Button>
              </span>
            </Tooltip>
            {!offline && (
              <Suspense fallback={null}>
                <TillDay />
              </Suspense>
            )}
            {!offline && (canSellGiftCards || canCheckGiftCards) && (
              // Issue 31: the gift card desk is a page of its own (the terminal's budget); the cart waits meanwhile.
              <Button
                component={RouterLink}
                to={pathOf('GiftCardDesk')}
                state={{ customer: cart.customer }}
                startIcon={<CardGiftcardIcon />}
                aria-label={t('pos:terminal.giftCardsHint')}
                sx={{ minHeight: 48 }}
              >
                <span className={ACTION_LABEL}>{t('pos:terminal.giftCards')}</span>
              </Button>
            )}
            <Tooltip title={offline ? OFFLINE_TEXTS.notOffline : t('pos:terminal.amountHint')}>
              <span>
                <Button
                  startIcon={<DialpadIcon />}
                  onClick={() => dispatch({ type: 'open', overlay: 'customAmount' })}
                  disabled={offline}
                  aria-label={t('pos:terminal.amount')}
                  sx={{ minHeight: 48 }}
                >
                  <span className={ACTION_LABEL}>{t('pos:terminal.amount')}</span>
                </Button>
              </span>
            </Tooltip>
            <Tooltip title={t('pos:terminal.advancedSearch')}>
              <Button
                startIcon={<ManageSearchIcon />}
                onClick={() => dispatch({ type: 'open', overlay: 'searching' })}
                aria-label={t('pos:terminal.advancedSearch')}
                sx={{ minHeight: 48 }}
              >
                <span className={ACTION_LABEL}>{t('pos:terminal.search')}</span>
              </Button>
            </Tooltip>
            <CustomerDisplayAction />
          </Box>
        </Box>
      </Paper>

      {selling && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 1,
            [TERMINAL_WIDE]: {
              gridTemplateColumns: 'minmax(0, 3fr) minmax(360px, 2fr)',
              flex: 1,
              minHeight: 0,
            },
          }}
          // Every cart action (+, −, remove, a line dialog's Save or Cancel, a category) gives the scan box
          // the focus back; clicks into a field leave it there. A dialog's clicks bubble here through React.
          onClick={(event) => {
            if (!isTextEntry(event.target)) refocus()
          }}
        >
          <Paper
            sx={{ p: 1, display: 'flex', flexDirection: 'column', minHeight: 240, [TERMINAL_WIDE]: { minHeight: 0 } }}
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
            aria-label={t('pos:ticket.label')}
            sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, [TERMINAL_WIDE]: { minHeight: 0 } }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="h6" component="h2">
                {t('pos:ticket.cart')}{' '}
                <Typography component="span" color="text.secondary">
                  ({itemCount})
                </Typography>
              </Typography>
              <CartActions cart={cart} onDone={refocus} />
            </Stack>
            <Box
              data-testid="ticket-lines"
              sx={{ [TERMINAL_WIDE]: { flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden' } }}
            >
              <CartTable lines={cart.lines} oversold={cart.oversold} onUpdate={cart.update} onRemove={cart.remove} />
            </Box>
            <CartSummary cart={cart} onPay={startPaying} onCommitted={() => refocus({ fromField: true })} />
          </Paper>
          <Paper
            elevation={8}
            data-testid="terminal-pay-bar"
            sx={{
              position: 'sticky',
              bottom: 8,
              zIndex: 2,
              p: 1,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              [TERMINAL_WIDE]: { display: 'none' },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                <bdi>{t('pos:ticket.itemCount', { count: itemCount })}</bdi>
              </Typography>
              <Typography variant="h6" sx={{ fontWeight: 700 }}>
                <bdi>{money(fromCents(payable))}</bdi>
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
              {t('pos:ticket.pay')}
            </Button>
          </Paper>
        </Box>
      )}
      {terminal.mode === 'refund' && <RefundView initialTrx={terminal.trx} trxRef={trxRef} />}
      {terminal.mode === 'sold' && <SoldView sale={terminal.sale} onNewSale={newSale} />}

      {terminal.mode === 'paying' && (
        <PaymentSheet
          payable={payable}
          customer={cart.customer}
          onCustomer={cart.setCustomer}
          processing={checkout.processing}
          offline={offline}
          onProcess={(details) => void checkout.process(details)}
          onClose={() => {
            dispatch({ type: 'cancelPay' })
            refocus()
          }}
        />
      )}
      {overlay === 'tillNeeded' && <TillRequiredDialog onClose={closeOverlay} />}
      {overlay === 'adding' && <AddDialog onClose={closeOverlay} onCustomer={cart.setCustomer} />}
      {overlay === 'searching' && <AdvancedSearchDialog onPick={pick} onClose={closeOverlay} />}
      {overlay === 'customAmount' && (
        <CustomAmountDialog
          taken={
            new Map(
              cart.lines
                .filter((line) => 'sku' in line.data.source && line.data.source.sku === CUSTOM_AMOUNT_PRODUCT.sku)
                .map((line) => [line.name, line.price]),
            )
          }
          onAdd={pick}
          onClose={closeOverlay}
        />
      )}
      {choosingVariant && (
        <VariantChooser
          product={choosingVariant}
          onChoose={(product) => {
            cart.add(product)
            setChoosingVariant(null)
            refocus()
          }}
          onClose={() => {
            setChoosingVariant(null)
            refocus()
          }}
        />
      )}
    </Box>
  )
}
