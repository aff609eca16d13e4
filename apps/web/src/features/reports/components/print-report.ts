import { useCallback, useEffect, useRef } from 'react'

/**
 * Prints the report on screen after the report's delay (spec 002 §2.2, §9: 350, 400 or 500 ms), so the
 * view has settled (images decoded, layout done) before the browser's print dialog takes a snapshot.
 */
export function usePrintAfter(delayMs: number): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )
  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => window.print(), delayMs)
  }, [delayMs])
}
