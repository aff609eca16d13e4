import { useMemo } from 'react'
import { formatDate, formatMoney, formatMoneyAxis, type DateInput } from './format.ts'
import { useConfigs } from './app-configuration.ts'

export interface Formatters {
  money: (amount: number | string) => string
  /** The short money of a chart's axis ticks ("$1,200", "$12.5k"). */
  moneyAxis: (amount: number) => string
  date: (value: DateInput) => string
}

/** Money and dates as the shop configured them (currency placement, date format, time zone). */
export function useFormatters(): Formatters {
  const { currency, dateFormat, timezone } = useConfigs()
  return useMemo(
    () => ({
      money: (amount: number | string) => formatMoney(amount, currency),
      moneyAxis: (amount: number) => formatMoneyAxis(amount, currency),
      date: (value: DateInput) => formatDate(value, dateFormat, timezone),
    }),
    [currency, dateFormat, timezone],
  )
}
