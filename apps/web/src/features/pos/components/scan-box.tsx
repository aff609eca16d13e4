import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { SEARCH_DEBOUNCE_MS } from '@counterpart/domain/constants'
import type { PosDevice } from '@counterpart/domain/schemas/devices'
import type { PosCustomProduct, PosProduct } from '@counterpart/domain/schemas/pos'
import { isScanCode } from '@counterpart/domain/schemas/pos-terminal'
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { playTone } from '../../../lib/sounds.ts'
import { findPosDevice } from '../api/get-pos-device.ts'
import { searchProducts } from '../api/search-products.ts'
import { useTranslation } from 'react-i18next'

type Found = PosProduct | PosCustomProduct

/** Spec 001 §2: the search suggestion text is the name, sku and barcode joined. */
export function suggestionText(item: Found): string {
  return 'custom' in item
    ? [item.name, item.imei, item.barcode].filter(Boolean).join(' ')
    : [item.name, item.sku, item.barcode].filter(Boolean).join(' ')
}

/** What the terminal may ask of the scan box: look up a code the scanner typed somewhere else. */
export interface ScanBoxControl {
  submit: (code: string) => void
}

interface ScanBoxProps {
  inputRef: Ref<HTMLInputElement>
  /** The scanner wedge hands the box the scans typed while another control held the focus. */
  controlRef?: Ref<ScanBoxControl>
  /** Puts the item in the cart; the reason when the cart refuses it (out of stock), else null. */
  onPick: (item: Found) => string | null
  /**
   * A code no product has that names a device unit (an IMEI, its last 6 digits, a serial: issue 29): puts
   * that unit in the cart; the reason when it may not be sold (on hold until …, sold …), else null.
   */
  onDevice?: (device: PosDevice) => string | null
  /** Enter on an empty box: the cashier is done scanning (opens the payment sheet). */
  onEmptyEnter: () => void
  /** Put the focus back in the box (after focusIntervel). */
  refocus: () => void
}

/** An Enter this soon after a scan was handled belongs to that scan (a hand-keyed code), not to "pay". */
export const SCAN_ENTER_GRACE_MS = 1000
/** Keys further apart than this on average were typed by a person, not a scanner. */
const HAND_KEYED_MS_PER_KEY = 50
/** After a hand-keyed code added by the scan timer, the first Enter this soon is the code's own Enter. */
const HAND_KEYED_ENTER_MS = 3000

type Status =
  | { kind: 'ready' }
  | { kind: 'looking'; code: string }
  | { kind: 'missing'; code: string }
  | { kind: 'refused'; message: string }
  | { kind: 'choose'; count: number; term: string }
  | {
      kind: 'added'
      name: string
    }

/**
 * The auto-focused search/scan box (spec 001 §2, §5). A code without letters as long as the shop's
 * barcodes is a scan: once the scanner has stopped typing (scanningSensitivity) the box locks, the
 * product is looked up and put in the cart, and the box clears and takes the focus again. Other text
 * searches name, SKU and barcode and offers suggestions; the first is highlighted, so Enter adds it.
 *
 * A hand-keyed code ends with Enter, which usually lands after the scan timer has already added the
 * item: an Enter within SCAN_ENTER_GRACE_MS of a handled scan, or while a look-up runs, is swallowed
 * instead of opening the payment sheet, and a code being looked up is never looked up twice at once.
 *
 * While a look-up runs the box is read-only, but nothing typed meanwhile is lost: the keys of the next
 * scan are held and put in the box once the look-up is done (with their Enter, if the scanner sent one).
 */
export function ScanBox({ inputRef, controlRef, onPick, onDevice, onEmptyEnter, refocus }: ScanBoxProps) {
  const { t } = useTranslation('pos')
  const { barcodeContainsDigits, scanningSensitivity } = useConfigs()
  const [text, setText] = useState('')
  const [options, setOptions] = useState<Found[]>([])
  const [locked, setLocked] = useState(false)
  /** The same as `locked`, for handlers that run before the next render. */
  const lockedNow = useRef(false)
  /** Keys typed while the box was locked: the start of the next code. */
  const heldKeys = useRef('')
  /** The held code was ended by an Enter. */
  const heldEnter = useRef(false)
  const [searching, setSearching] = useState(false)
  const [status, setStatus] = useState<Status>({ kind: 'ready' })
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const searchSeq = useRef(0)
  const inFlight = useRef(new Set<string>())
  /** The term the suggestions on show were found for. */
  const optionsFor = useRef('')
  const lastScanAt = useRef(0)
  /** When the text in the box started (the first key of a code). */
  const typingStartedAt = useRef(0)
  /** Until when the next Enter is swallowed (a hand-keyed code whose Enter has not come yet). */
  const swallowEnterUntil = useRef(0)
  /** An Enter arrived while a look-up ran: the code's own Enter, already spent. */
  const enterDuringScan = useRef(false)
  /** Codes the scanner wedge handed over while a look-up ran: looked up one after the other. */
  const pendingCodes = useRef<string[]>([])
  useEffect(() => () => clearTimeout(timer.current), [])

  useImperativeHandle(controlRef, () => ({
    submit(code: string) {
      if (lockedNow.current) {
        pendingCodes.current.push(code)
        return
      }
      void enter(code)
    },
  }))

  /** After a look-up, and once nothing typed meanwhile started another: the next handed-over code. */
  function nextPendingCode() {
    if (lockedNow.current) return
    const next = pendingCodes.current.shift()
    if (next !== undefined) void enter(next)
  }

  /** The cart took the item (the status says so, with the scan beep) or refused it (in red, with a buzz). */
  function addToCart(item: Found) {
    const refusal = onPick(item)
    if (refusal) {
      setStatus({ kind: 'refused', message: refusal })
      playTone('refused')
    } else {
      setStatus({ kind: 'added', name: item.name })
      playTone('scanned')
    }
  }

  /** A code the catalogue does not know may name a device unit: true when one was found (added or refused). */
  async function tryDevice(code: string): Promise<boolean> {
    if (!onDevice) return false
    let device: PosDevice | null
    try {
      device = await findPosDevice(code)
    } catch {
      return false
    }
    if (!device) return false
    const refusal = onDevice(device)
    if (refusal) {
      setStatus({ kind: 'refused', message: refusal })
      playTone('refused')
    } else {
      setStatus({ kind: 'added', name: device.product?.name ?? device.custom?.name ?? code })
      playTone('scanned')
    }
    return true
  }

  function lock(on: boolean) {
    lockedNow.current = on
    setLocked(on)
  }

  /** After a look-up: what was typed meanwhile goes into the box as if typed now. */
  function releaseHeldKeys() {
    const held = heldKeys.current
    const ended = heldEnter.current
    heldKeys.current = ''
    heldEnter.current = false
    if (held === '') return
    if (ended) {
      setText(held)
      void enter(held)
    } else changeText(held)
  }

  /** Whether an Enter on the empty box belongs to a scan rather than meaning "pay"; spends a pending one. */
  function scanBusy(): boolean {
    if (inFlight.current.size > 0) {
      enterDuringScan.current = true
      return true
    }
    if (Date.now() < swallowEnterUntil.current) {
      swallowEnterUntil.current = 0
      return true
    }
    return Date.now() - lastScanAt.current < SCAN_ENTER_GRACE_MS
  }

  async function processScan(code: string, byTimer = false) {
    clearTimeout(timer.current)
    if (inFlight.current.has(code)) return
    inFlight.current.add(code)
    // Typed slowly and added by the timer: the person's Enter is still to come, and must not mean "pay".
    const typedFor = Date.now() - (byTimer ? scanningSensitivity : 0) - typingStartedAt.current
    const handKeyed = byTimer && typedFor / Math.max(1, code.length - 1) >= HAND_KEYED_MS_PER_KEY
    enterDuringScan.current = false
    searchSeq.current += 1
    setOptions([])
    lock(true)
    setStatus({ kind: 'looking', code })
    try {
      const found = await searchProducts(code)
      const item =
        found.items.find((product) => product.barcode === code || product.sku === code) ??
        found.custom[0] ??
        (found.items.length === 1 ? found.items[0] : undefined)
      if (item) addToCart(item)
      else if (!(await tryDevice(code))) {
        setStatus({ kind: 'missing', code })
        playTone('refused')
      }
    } catch {
      // The api client has already reported the failure.
      setStatus({ kind: 'ready' })
    } finally {
      inFlight.current.delete(code)
      lastScanAt.current = Date.now()
      swallowEnterUntil.current = handKeyed && !enterDuringScan.current ? Date.now() + HAND_KEYED_ENTER_MS : 0
      setText('')
      lock(false)
      refocus()
      releaseHeldKeys()
      nextPendingCode()
    }
  }

  async function runSearch(term: string) {
    const seq = ++searchSeq.current
    setSearching(true)
    try {
      const found = await searchProducts(term)
      if (seq === searchSeq.current) {
        optionsFor.current = term
        setOptions([...found.custom, ...found.items])
      }
    } catch {
      if (seq === searchSeq.current) setOptions([])
    } finally {
      if (seq === searchSeq.current) setSearching(false)
    }
  }

  function changeText(value: string) {
    if (lockedNow.current) return
    if (text.trim() === '') typingStartedAt.current = Date.now()
    setText(value)
    clearTimeout(timer.current)
    const term = value.trim()
    if (term === '') {
      searchSeq.current += 1
      setOptions([])
      setSearching(false)
      return
    }
    if (isScanCode(term, barcodeContainsDigits)) {
      // Suggestions of a shorter prefix must not catch the Enter that ends a hand-keyed code.
      searchSeq.current += 1
      setOptions([])
      setSearching(false)
      // A scanner types fast: wait until it has stopped for scanningSensitivity ms.
      timer.current = setTimeout(() => void processScan(term, true), scanningSensitivity)
      return
    }
    timer.current = setTimeout(() => void runSearch(term), SEARCH_DEBOUNCE_MS)
  }

  function pick(item: Found) {
    clearTimeout(timer.current)
    searchSeq.current += 1
    addToCart(item)
    setText('')
    setOptions([])
    setSearching(false)
    refocus()
  }

  async function enter(value: string) {
    const term = value.trim()
    if (term === '') {
      if (!scanBusy()) onEmptyEnter()
      return
    }
    clearTimeout(timer.current)
    if (isScanCode(term, barcodeContainsDigits)) {
      await processScan(term)
      return
    }
    if (inFlight.current.has(term)) return
    // Suggestions for this very text are on show: one goes in; several stay open for the cashier to choose
    // (Enter adding the first of several put whichever sorted first in the cart).
    if (optionsFor.current === term && options.length > 0) {
      const only = options.length === 1 ? options[0] : undefined
      if (only) pick(only)
      else {
        setStatus({ kind: 'choose', count: options.length, term })
        setOpen(true)
      }
      return
    }
    // A typed code or name that names one product goes straight in; several are offered to choose from.
    inFlight.current.add(term)
    const seq = ++searchSeq.current
    lock(true)
    setStatus({ kind: 'looking', code: term })
    try {
      const found = await searchProducts(term)
      const exact = found.items.find((product) => product.barcode === term || product.sku === term)
      const all = [...found.custom, ...found.items]
      const only = all.length === 1 ? all[0] : undefined
      const chosen = exact ?? only
      if (chosen) pick(chosen)
      else if (all.length === 0) {
        if (seq === searchSeq.current) setOptions([])
        if (!(await tryDevice(term))) {
          setStatus({ kind: 'missing', code: term })
          playTone('refused')
        }
      } else {
        setStatus({ kind: 'choose', count: all.length, term })
        if (seq === searchSeq.current) {
          optionsFor.current = term
          setOptions(all)
          setOpen(true)
        }
      }
    } catch {
      setStatus({ kind: 'ready' })
    } finally {
      inFlight.current.delete(term)
      lock(false)
      releaseHeldKeys()
      nextPendingCode()
    }
  }

  const statusText =
    status.kind === 'looking'
      ? t('pos:scan.lookingUp', { code: status.code })
      : status.kind === 'missing'
        ? t('pos:scan.notFound', { code: status.code })
        : status.kind === 'refused'
          ? status.message
          : status.kind === 'choose'
            ? t('pos:scan.choose', { count: status.count, term: status.term })
            : status.kind === 'added'
              ? t('pos:scan.added', { name: status.name })
              : t('pos:scan.ready')
  const refused = status.kind === 'missing' || status.kind === 'refused'

  return (
    <Box sx={{ minWidth: 0 }}>
      <Autocomplete<Found, false, false, true>
        freeSolo
        fullWidth
        size="small"
        options={options}
        open={open && (options.length > 0 || searching)}
        onOpen={() => setOpen(true)}
        onClose={(_event, reason) => {
          // Enter on typed text closes the list; when several products match, enter() keeps it open to choose.
          if (reason !== 'createOption') setOpen(false)
        }}
        loading={searching}
        filterOptions={(list) => list}
        getOptionLabel={(option) => (typeof option === 'string' ? option : suggestionText(option))}
        getOptionKey={(option) =>
          typeof option === 'string' ? option : `${'custom' in option ? 'c' : 'p'}${option.id}`
        }
        inputValue={text}
        value={null}
        onInputChange={(_event, value, reason) => {
          if (reason === 'input' || reason === 'clear') changeText(value)
        }}
        onChange={(_event, value, reason) => {
          if (value && typeof value !== 'string') pick(value)
          else if (reason === 'createOption' && typeof value === 'string') void enter(value)
        }}
        onKeyDown={(event) => {
          if (lockedNow.current && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
            // The next scan began while this one is looked up: keep its keys for when the box is free.
            heldKeys.current += event.key
            return
          }
          if (event.key !== 'Enter') return
          // While a code is being looked up the box is locked: its Enter is the scan's (or ends the next
          // code, held meanwhile), never "pay".
          if (lockedNow.current) {
            if (heldKeys.current !== '') heldEnter.current = true
            else enterDuringScan.current = true
            event.preventDefault()
            event.defaultMuiPrevented = true
            return
          }
          // Enter on an empty box never reaches onChange: the cashier is done, open the payment sheet.
          if (text.trim() === '') {
            event.preventDefault()
            if (!scanBusy()) onEmptyEnter()
          }
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={inputRef}
            autoFocus
            label={t('pos:scan.label')}
            placeholder={t('pos:scan.placeholder')}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                readOnly: locked,
                'aria-busy': locked,
                'aria-describedby': 'scan-status',
              },
              input: {
                ...params.slotProps.input,
                startAdornment: (
                  <InputAdornment position="start">
                    <QrCodeScannerIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
      <Typography
        id="scan-status"
        data-testid="scan-status"
        variant="caption"
        role="status"
        noWrap
        component="div"
        data-refused={refused || undefined}
        // dir="auto": a sentence too long for the line is cut at its own end and keeps its "." there, also in a
        // right-to-left shop.
        dir="auto"
        sx={{ px: 1.5, color: refused ? 'error.main' : 'text.secondary', fontWeight: refused ? 600 : undefined }}
      >
        {statusText}
      </Typography>
    </Box>
  )
}
