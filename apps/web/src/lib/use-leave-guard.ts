import { useEffect } from 'react'
import { useBlocker } from 'react-router'

/**
 * Asks before a half-filled form is left: a click in the navigation (another page), another tab of the same
 * page (`?tab=` changes which form is shown, so it throws this one away too), or closing and reloading the
 * browser tab. `allowed` names the pages the form itself goes to after saving (no question then).
 */
export function useLeaveGuard(dirty: boolean, message: string, allowed: readonly string[] = []): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (nextLocation.pathname !== currentLocation.pathname || nextLocation.search !== currentLocation.search) &&
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
