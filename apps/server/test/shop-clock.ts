/**
 * A moment as the shop's date format 'd M Y' with the time shows it ("07 Mar 2025 23:05"), read with Intl
 * on its own so that a test of the shared formatter does not take its expected text from that formatter.
 */
export function dMYHi(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? ''
  return `${part('day')} ${part('month')} ${part('year')} ${part('hour')}:${part('minute')}`
}
