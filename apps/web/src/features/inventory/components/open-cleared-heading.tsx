import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

export type OpenOrCleared = 'open' | 'cleared'

interface OpenClearedHeadingProps {
  /** The heading's id, which the section is labelled by. */
  id: string
  title: string
  /** The toggle's accessible name ("Which conflicts"). */
  choiceLabel: string
  status: OpenOrCleared
  onStatus: (status: OpenOrCleared) => void
  /** Room above the heading when it follows another list on the tab. */
  spaced?: boolean
}

/** The heading of a list the owner clears item by item (stock conflicts, offline reviews): Open or Cleared. */
export function OpenClearedHeading({ id, title, choiceLabel, status, onStatus, spaced }: OpenClearedHeadingProps) {
  const { t } = useTranslation('inventory')
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: spaced ? 4 : 0, mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <Typography variant="h6" component="h2" id={id}>
        {title}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={status}
        onChange={(_, value: OpenOrCleared | null) => value && onStatus(value)}
        aria-label={choiceLabel}
      >
        <ToggleButton value="open">{t('inventory:conflicts.open')}</ToggleButton>
        <ToggleButton value="cleared">{t('inventory:conflicts.columns.cleared')}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  )
}
