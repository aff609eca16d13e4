import { tr } from '@counterpart/domain/i18n/translate'

/** "2 h 5 min", "3 d 4 h": how long a ticket has been in its status, or a turnaround; in the page's language. */
export function durationText(minutes: number): string {
  if (minutes < 60) return tr('common:duration.minutes', { minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return tr('common:duration.hoursMinutes', { hours, minutes: minutes % 60 })
  return tr('common:duration.daysHours', { days: Math.floor(hours / 24), hours: hours % 24 })
}
