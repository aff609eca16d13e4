/** Timestamps are stored as ISO-8601 UTC text: they sort and compare correctly as text on both databases. */
export function nowIso(): string {
  return new Date().toISOString()
}

export function isoInMs(ms: number, from = Date.now()): string {
  return new Date(from + ms).toISOString()
}
