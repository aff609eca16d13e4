import Box from '@mui/material/Box'

/**
 * A stock row's quantity on hand, and, when repairs hold some of it (issue 30, item 4), how many are
 * reserved and how many may still be sold, on a second quiet line.
 */
export function StockQuantity({ quantity, reserved }: { quantity: number; reserved: number }) {
  if (reserved <= 0) return <bdi>{quantity}</bdi>
  return (
    <>
      <bdi>{quantity}</bdi>
      <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}>
        <bdi>{reserved}</bdi> reserved · <bdi>{Math.max(0, quantity - reserved)}</bdi> available
      </Box>
    </>
  )
}
