import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'

/** One line of a form's live totals: the name on the left, the amount on the right (bold for what is owed). */
export function TotalLine({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{value}</Typography>
    </Stack>
  )
}
