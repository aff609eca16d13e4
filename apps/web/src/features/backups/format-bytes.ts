const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const

/** 1536 -> "1.50 KB": binary multiples, two decimals (spec 000 §9) except for plain bytes. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return ''
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(2)} ${UNITS[unit]}`
}
