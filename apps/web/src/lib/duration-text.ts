/** "2 h 5 min", "3 d 4 h": how long a ticket has been in its status, or a turnaround. */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ${minutes % 60} min`
  return `${Math.floor(hours / 24)} d ${hours % 24} h`
}
