import { TILL_HEADER } from '@counterpart/domain/schemas/till-terminal'

/**
 * The till this device stands at (issue 19): a property of the machine, not of the person signed in, so it
 * is kept in this browser for every user. Sales, refunds and payments taken here name it in TILL_HEADER,
 * and the server books them to its open session.
 */
const STORAGE_KEY = 'counterpart.till'

export function chosenTillId(): number | null {
  try {
    const id = Number(localStorage.getItem(STORAGE_KEY))
    return Number.isInteger(id) && id > 0 ? id : null
  } catch {
    // Storage blocked (a private window's policy): this device has no till.
    return null
  }
}

export function chooseTill(id: number | null): void {
  try {
    if (id === null) localStorage.removeItem(STORAGE_KEY)
    else localStorage.setItem(STORAGE_KEY, String(id))
  } catch {
    // Nothing to keep it in: the terminal sells without naming a till, as it did before tills existed.
  }
}

/** The header naming this device's till, for the requests that take money; none when no till is chosen. */
export function tillHeaders(): Record<string, string> {
  const id = chosenTillId()
  return id === null ? {} : { [TILL_HEADER]: String(id) }
}
