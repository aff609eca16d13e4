import Typography, { type TypographyProps } from '@mui/material/Typography'
import { useFormatters } from '../lib/use-formatters.ts'
import { useTranslation } from 'react-i18next'

/** How a drawer count came out: short of what it should hold, over it, or exact. */
export function differenceKind(difference: number): 'shortfall' | 'overage' | 'balanced' {
  return difference < 0 ? 'shortfall' : difference > 0 ? 'overage' : 'balanced'
}

const COLOR = { shortfall: 'error.main', overage: 'warning.main', balanced: 'success.main' } as const
const WORD = {
  shortfall: 'common:cash.short',
  overage: 'common:cash.over',
  balanced: 'common:cash.balanced',
} as const

/**
 * A till's counted less expected cash (issue 19): a shortfall in the error colour, an overage in the
 * warning colour, with a word beside the amount so the colour is never the only sign.
 */
export function CashDifference({
  difference,
  ...props
}: { difference: number | null } & Omit<TypographyProps<'span'>, 'children' | 'sx' | 'color'>) {
  const { t } = useTranslation('common')
  const { money } = useFormatters()
  if (difference === null) return <>—</>
  const kind = differenceKind(difference)
  return (
    <Typography component="span" {...props} sx={{ fontWeight: 600, color: COLOR[kind] }}>
      <bdi>{money(difference)}</bdi> {t(WORD[kind])}
    </Typography>
  )
}
