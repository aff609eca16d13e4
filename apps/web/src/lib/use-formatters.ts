import { useMemo } from 'react'
import { dateTimeFormat, formatDate, formatMoney, formatMoneyAxis, type DateInput } from '@counterpart/domain/format'
import { useConfigs } from './app-configuration.ts'

export interface Formatters {
  money: (amount: number | string) => string
  /** The short money of a chart's axis ticks ("$1,200", "$12.5k"). */
  moneyAxis: (amount: number) => string
  /** The day in the shop's date format. */
  date: (value: DateInput) => string
  /** The day and the time (the date format's own time, or H:i after it). */
  dateTime: (value: DateInput) => string
}

/** Money and dates as the shop configured them (currency placement, date format, time zone). */
export function useFormatters(): Formatters {
  const { currency, dateFormat, timezone } = useConfigs()
  return useMemo(
    () => ({
      money: (amount: number | string) => formatMoney(amount, currency),
      moneyAxis: (amount: number) => formatMoneyAxis(amount, currency),
      date: (value: DateInput) => formatDate(value, dateFormat, timezone),
      dateTime: (value: DateInput) => formatDate(value, dateTimeFormat(dateFormat), timezone),
    }),
    [currency, dateFormat, timezone],
  )
}
