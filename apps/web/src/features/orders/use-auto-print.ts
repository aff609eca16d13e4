import { useEffect } from 'react'

/** Prints the page `delayMs` after its data is ready (spec 001 §4: receipts ~2 s, the mini receipt 500 ms). */
export function useAutoPrint(ready: boolean, delayMs: number, enabled = true): void {
  useEffect(() => {
    if (!ready || !enabled) return
    const timer = setTimeout(() => window.print(), delayMs)
    return () => clearTimeout(timer)
  }, [ready, delayMs, enabled])
}
