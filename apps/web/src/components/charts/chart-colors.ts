import { useTheme } from '@mui/material/styles'

/**
 * The colours of every chart, by what a series means (DESIGN: colour carries meaning only): green for
 * money received and profit, red for money paid out and refunds, amber for what customers still owe,
 * a lighter red for what the shop still owes its suppliers, blue for sales and stock at price, grey for costs. Taken from the theme, so dark mode gets its lighter tones.
 */
export function useChartColors() {
  const { palette } = useTheme()
  return {
    sales: palette.info.main,
    cost: palette.grey[palette.mode === 'dark' ? 500 : 400],
    profit: palette.success.main,
    received: palette.success.main,
    paidOut: palette.error.main,
    refund: palette.error.main,
    receivable: palette.warning.main,
    payable: palette.error.light,
    purchase: palette.info.dark,
    tax: palette.secondary.main,
  }
}

/** Right-to-left shops read a chart's time and its bars from the right: the charts mirror their x axis. */
export function useChartRtl(): boolean {
  return useTheme().direction === 'rtl'
}
