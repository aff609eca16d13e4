const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const

/**
 * 1536 -> "1.50 KB": binary multiples, two decimals (spec 000 §9) except for plain bytes, the digits and the
 * decimal mark of the locale given ("1,50 KB" in French). The units are symbols, the same in every language.
 */
export function formatBytes(bytes: number, locale = 'en'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return ''
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  const decimals = unit === 0 ? 0 : 2
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(value)
  return `${number} ${UNITS[unit]}`
}
