import { useEffect, useRef } from 'react'
import { burstRules, extendRun, recogniseBurst, type KeyStroke } from './scanner-burst.ts'

type TextField = HTMLInputElement | HTMLTextAreaElement

/** A text field's content and caret before the burst's first key reached it. */
interface Before {
  value: string
  start: number | null
  end: number | null
}

function isTextField(target: EventTarget | null): target is TextField {
  return target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement
}

/**
 * Puts a field back as it was. The native setter and an `input` event make React's onChange see the
 * change, so the component's state follows, exactly as if the cashier had deleted the characters.
 */
function restore(field: TextField, before: Before): void {
  if (!field.isConnected || field.value === before.value) return
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, before.value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  try {
    if (before.start !== null && before.end !== null) field.setSelectionRange(before.start, before.end)
  } catch {
    // Number and date inputs have no caret to put back.
  }
}

interface ScannerWedgeOptions {
  /** Off outside selling (the refund and sold screens have fields of their own to scan into). */
  enabled: boolean
  /** The shop's barcode length: a burst has at least this many keys. */
  barcodeLength: number
  /** The scan box, which handles a burst typed wholly into it by itself. */
  isScanBox: (element: EventTarget | null) => boolean
  /** A recognised scan, after every field it passed through has been put back. */
  onScan: (code: string) => void
}

/**
 * The scanner wedge (issue 26): a scan reaches the cart whatever holds the focus on the terminal. Keys
 * are watched at the document in the capture phase, before any field, button or dialog sees them. A
 * scanner-shaped burst ended by Enter (scanner-burst.ts) is taken back out of every field it typed into,
 * its Enter never reaches the focused button or form (so + is not pressed again and no dialog is
 * submitted), and the code goes to `onScan`. A person typing in a field, at a person's pace, is untouched.
 */
export function useScannerWedge({ enabled, barcodeLength, isScanBox, onScan }: ScannerWedgeOptions): void {
  const latest = useRef({ isScanBox, onScan })
  latest.current = { isScanBox, onScan }

  useEffect(() => {
    if (!enabled) return
    const rules = burstRules(barcodeLength)
    let run: KeyStroke[] = []
    /** Each element the current run typed into, and what it was before. */
    let touched = new Map<EventTarget | null, Before | null>()
    let swallowEnterUp = false

    const reset = () => {
      run = []
      touched = new Map()
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) {
        reset()
        return
      }
      if (event.key === 'Enter') {
        const code = recogniseBurst(run, event.timeStamp, rules)
        const passedThrough = touched
        reset()
        if (code === null) return
        const { isScanBox: inScanBox, onScan: scan } = latest.current
        // Typed wholly into the scan box: the box looks it up itself, as it always has.
        if (inScanBox(event.target) && [...passedThrough.keys()].every(inScanBox)) return
        event.preventDefault()
        event.stopImmediatePropagation()
        swallowEnterUp = true
        passedThrough.forEach((before, element) => {
          if (before && isTextField(element)) restore(element, before)
        })
        scan(code)
        return
      }
      // Shift comes with every capital a scanner types; it neither adds to the run nor breaks it.
      if (event.key === 'Shift') return
      if (event.key.length !== 1 || event.repeat) {
        reset()
        return
      }
      run = extendRun(run, { key: event.key, at: event.timeStamp }, rules)
      if (run.length === 1) touched = new Map()
      const target = event.target
      if (!touched.has(target)) {
        // At keydown the key has not reached the field yet: this is its value before the burst.
        touched.set(
          target,
          isTextField(target)
            ? { value: target.value, start: safeSelection(target, 'start'), end: safeSelection(target, 'end') }
            : null,
        )
      }
    }

    // The Enter's keyup must not reach the focused control either (a chip or menu acts on keyup).
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !swallowEnterUp) return
      swallowEnterUp = false
      event.preventDefault()
      event.stopImmediatePropagation()
    }

    document.addEventListener('keydown', onKeyDown, true)
    document.addEventListener('keyup', onKeyUp, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      document.removeEventListener('keyup', onKeyUp, true)
    }
  }, [enabled, barcodeLength])
}

function safeSelection(field: TextField, which: 'start' | 'end'): number | null {
  try {
    return which === 'start' ? field.selectionStart : field.selectionEnd
  } catch {
    return null
  }
}

/** Whether the cashier types into this element (a click there is not a cart action to refocus after). */
export function isTextEntry(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true
  if (target instanceof HTMLElement && target.isContentEditable) return true
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type)
}
