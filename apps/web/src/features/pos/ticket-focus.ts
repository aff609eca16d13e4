/**
 * Which ticket line the cashier's last action touched (issue 26: the newest or last-touched line is always
 * in view, with a brief highlight). Pure, so the rule is tested apart from the scrolling.
 */

export interface TicketLine {
  id: number
  custom: boolean
  name: string
  qty: number
  discount: number
  subTotal: number
}

/** A line's identity in the ticket: the same product (or variant, which carries its own name). */
export function lineKey(
  line: Pick<TicketLine, 'id' | 'custom' | 'name'> & { imei?: string; sNumber?: string },
): string {
  // Two scanned phones of one model are two lines (issue 29): their identifiers tell them apart.
  const unit = line.imei || line.sNumber ? `:${line.imei ?? ''}:${line.sNumber ?? ''}` : ''
  return `${line.custom ? 'c' : 'p'}${line.id}:${line.name}${unit}`
}

/**
 * The index in `next` of the line that is new or changed since `previous`, the last such when several
 * (a scan of a product already in the cart moves its line to the end); null when none is (a line was
 * removed, or nothing changed).
 */
export function touchedLine(previous: readonly TicketLine[], next: readonly TicketLine[]): number | null {
  const before = new Map(previous.map((line) => [lineKey(line), line]))
  for (let index = next.length - 1; index >= 0; index -= 1) {
    const line = next[index] as TicketLine
    const old = before.get(lineKey(line))
    if (!old || old.qty !== line.qty || old.discount !== line.discount || old.subTotal !== line.subTotal) return index
  }
  return null
}

/** The nearest ancestor that scrolls vertically (the ticket's list on a wide till), or null (a phone). */
export function scrollingParent(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent)
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent
  }
  return null
}

/**
 * Scrolls the ticket's own list (never the page: on a phone the cashier stays at the tiles) so `row` is
 * wholly in view.
 */
export function bringIntoTicketView(row: HTMLElement): void {
  const list = scrollingParent(row)
  if (!list) return
  const view = list.getBoundingClientRect()
  const box = row.getBoundingClientRect()
  if (box.bottom > view.bottom) list.scrollTop += box.bottom - view.bottom
  else if (box.top < view.top) list.scrollTop -= view.top - box.top
}
