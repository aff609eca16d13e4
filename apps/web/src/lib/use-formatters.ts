import { useMemo } from 'react'
import { formatDate, formatMoney, withTimeFormat, type DateInput } from './format.ts'
import { useConfigs } from './app-configuration.ts'

export interface Formatters {
  money: (amount: number | string) => string
  date: (value: DateInput) => string
  /** The date and the time of day, for moments (a payment, a backup) rather than days. */
  dateTime: (value: DateInput) => string
}

/** Money and dates as the shop configured them (currency placement, date format, time zone). */
export function useFormatters(): Formatters {
  const { currency, dateFormat, timezone } = useConfigs()
  return useMemo(
    () => ({
      money: (amount: number | string) => formatMoney(amount, currency),
      date: (value: DateInput) => formatDate(value, dateFormat, timezone),
      dateTime: (value: DateInput) => formatDate(value, withTimeFormat(dateFormat), timezone),
    }),
    [currency, dateFormat, timezone],
  )
}
