import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner'
import Autocomplete from '@mui/material/Autocomplete'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { SEARCH_DEBOUNCE_MS } from '@counterpart/domain/constants'
import { isScanCode, type PosCustomProduct, type PosProduct } from '@counterpart/domain/schemas/pos'
import { useEffect, useRef, useState, type Ref } from 'react'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { searchProducts } from '../api/search-products.ts'

type Found = PosProduct | PosCustomProduct

/** Spec 001 §2: the search suggestion text is the name, sku and barcode joined. */
export function suggestionText(item: Found): string {
  return 'custom' in item
    ? [item.name, item.imei, item.barcode].filter(Boolean).join(' ')
    : [item.name, item.sku, item.barcode].filter(Boolean).join(' ')
}

interface ScanBoxProps {
  inputRef: Ref<HTMLInputElement>
  onPick: (item: Found) => void
  /** Enter on an empty box: the cashier is done scanning (opens the payment sheet). */
  onEmptyEnter: () => void
  /** Put the focus back in the box (after focusIntervel). */
  refocus: () => void
}

/**
 * The auto-focused search/scan box (spec 001 §2, §5). A code without letters as long as the shop's
 * barcodes is a scan: once the scanner has stopped typing (scanningSensitivity) the box locks, the
 * product is looked up and put in the cart, and the box clears and takes the focus again. Other text
 * searches name, SKU and barcode and offers suggestions.
 */
export function ScanBox({ inputRef, onPick, onEmptyEnter, refocus }: ScanBoxProps) {
  const { barcodeContainsDigits, scanningSensitivity } = useConfigs()
  const [text, setText] = useState('')
  const [options, setOptions] = useState<Found[]>([])
  const [locked, setLocked] = useState(false)
  const [searching, setSearching] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const searchSeq = useRef(0)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function processScan(code: string) {
    setLocked(true)
    try {
      const found = await searchProducts(code)
      const item =
        found.items.find((product) => product.barcode === code || product.sku === code) ??
        found.custom[0] ??
        (found.items.length === 1 ? found.items[0] : undefined)
      if (item) onPick(item)
      else showSnackbar(`No product matches ${code}.`, 'warning')
    } catch {
      // The api client has already reported the failure.
    } finally {
      setText('')
      setOptions([])
      setLocked(false)
      refocus()
    }
  }

  async function runSearch(term: string) {
    const seq = ++searchSeq.current
    setSearching(true)
    try {
      const found = await searchProducts(term)
      if (seq === searchSeq.current) setOptions([...found.custom, ...found.items])
    } catch {
      if (seq === searchSeq.current) setOptions([])
    } finally {
      if (seq === searchSeq.current) setSearching(false)
    }
  }

  function changeText(value: string) {
    setText(value)
    clearTimeout(timer.current)
    const term = value.trim()
    if (term === '') {
      searchSeq.current += 1
      setOptions([])
      return
    }
    if (isScanCode(term, barcodeContainsDigits)) {
      // A scanner types fast: wait until it has stopped for scanningSensitivity ms.
      timer.current = setTimeout(() => void processScan(term), scanningSensitivity)
      return
    }
    timer.current = setTimeout(() => void runSearch(term), SEARCH_DEBOUNCE_MS)
  }

  function pick(item: Found) {
    onPick(item)
    setText('')
    setOptions([])
    refocus()
  }

  async function enter(value: string) {
    const term = value.trim()
    if (term === '') {
      onEmptyEnter()
      return
    }
    clearTimeout(timer.current)
    if (isScanCode(term, barcodeContainsDigits)) {
      await processScan(term)
      return
    }
    // A typed code (a SKU or a barcode of another length) that names one product goes straight in.
    setLocked(true)
    try {
      const found = await searchProducts(term)
      const exact = found.items.find((product) => product.barcode === term || product.sku === term) ?? found.custom[0]
      if (exact) pick(exact)
      else setOptions(found.items)
    } finally {
      setLocked(false)
    }
  }

  return (
    <Autocomplete<Found, false, false, true>
      freeSolo
      fullWidth
      size="small"
      options={options}
      loading={searching}
      filterOptions={(list) => list}
      getOptionLabel={(option) => (typeof option === 'string' ? option : suggestionText(option))}
      getOptionKey={(option) => (typeof option === 'string' ? option : `${'custom' in option ? 'c' : 'p'}${option.id}`)}
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
        // Enter on an empty box never reaches onChange: the cashier is done, open the payment sheet.
        if (event.key === 'Enter' && text.trim() === '') {
          event.preventDefault()
          onEmptyEnter()
        }
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          autoFocus
          label="Scan or search a product"
          placeholder="Barcode, SKU or name"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, readOnly: locked, 'aria-busy': locked },
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
  )
}
