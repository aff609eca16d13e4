import { useEffect } from 'react'
import { useBlocker } from 'react-router'

/**
 * Asks before a half-filled form is left: a click in the navigation (another page) or closing and reloading
 * the tab. `allowed` names the pages the form itself goes to after saving (no question then).
 */
export function useLeaveGuard(dirty: boolean, message: string, allowed: readonly string[] = []): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      nextLocation.pathname !== currentLocation.pathname &&
      !allowed.some((prefix) => nextLocation.pathname.startsWith(prefix)),
  )
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    if (window.confirm(message)) blocker.proceed()
    else blocker.reset()
  }, [blocker, message])
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
}
