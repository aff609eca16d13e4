import Box from '@mui/material/Box'
import { Trans, useTranslation } from 'react-i18next'

/**
 * A stock row's quantity on hand, and, when repairs hold some of it (issue 30, item 4), how many are
 * reserved and how many may still be sold, on a second quiet line.
 */
export function StockQuantity({ quantity, reserved }: { quantity: number; reserved: number }) {
  const { t } = useTranslation('common')
  if (reserved <= 0) return <bdi>{quantity}</bdi>
  return (
    <>
      <bdi>{quantity}</bdi>
      <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}>
        <Trans
          t={t}
          i18nKey="common:stock.reservedAvailable"
          values={{ reserved, available: Math.max(0, quantity - reserved) }}
          components={{ b: <bdi /> }}
        />
      </Box>
    </>
  )
}
