import { useMemo } from 'react'
import { formatDate, formatMoney, type DateInput } from './format.ts'
import { useConfigs } from './app-configuration.ts'

/** Money and dates as the shop configured them (currency placement, date format, time zone). */
export function useFormatters(): { money: (amount: number | string) => string; date: (value: DateInput) => string } {
  const { currency, dateFormat, timezone } = useConfigs()
  return useMemo(
    () => ({
      money: (amount: number | string) => formatMoney(amount, currency),
      date: (value: DateInput) => formatDate(value, dateFormat, timezone),
    }),
    [currency, dateFormat, timezone],
  )
}
