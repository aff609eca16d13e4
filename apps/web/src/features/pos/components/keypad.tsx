import BackspaceIcon from '@mui/icons-material/Backspace'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'

/** The keypad, laid out like a calculator in both reading directions (7 8 9 / 4 5 6 / 1 2 3 / 0 00 .). */
export const KEYPAD_KEYS = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '0', '00', '.'] as const

/** The attribute that marks a button tapped for an amount: Enter after such a tap submits the form. */
export const TAP_ATTRIBUTE = 'data-amount-tap'

/**
 * An amount typed as on a till: the first key replaces the suggested amount (`fresh`), then keys append.
 * Shared by the payment sheet and the custom amount.
 */
export function nextAmount(current: string, key: string, fresh: boolean): string {
  if (fresh) return key === '.' ? '0.' : key
  return current + key
}

/** The calculator keypad with delete and clear; the keys never take the focus away from the amount. */
export function Keypad({
  onKey,
  onDelete,
  onClear,
}: {
  onKey: (key: string) => void
  onDelete: () => void
  onClear: () => void
}) {
  const tap = { [TAP_ATTRIBUTE]: true }
  const { t } = useTranslation('pos')
  return (
    <Box
      // A calculator reads the same in both directions: the keypad is never mirrored (the dir attribute;
      // a CSS direction would be flipped by the right-to-left style plugin).
      dir="ltr"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
      role="group"
      aria-label={t('pos:keypad.label')}
    >
      {KEYPAD_KEYS.map((key) => (
        <Button
          key={key}
          variant="outlined"
          onClick={() => onKey(key)}
          tabIndex={-1}
          {...tap}
          sx={{ minWidth: 0, minHeight: 56, fontSize: 20 }}
        >
          {key}
        </Button>
      ))}
      <Button
        variant="outlined"
        color="warning"
        tabIndex={-1}
        {...tap}
        aria-label={t('pos:keypad.delete')}
        sx={{ minHeight: 48 }}
        onClick={onDelete}
      >
        <BackspaceIcon fontSize="small" />
      </Button>
      <Button
        variant="outlined"
        color="warning"
        tabIndex={-1}
        {...tap}
        aria-label={t('pos:keypad.clear')}
        sx={{ minHeight: 48 }}
        onClick={onClear}
      >
        C
      </Button>
    </Box>
  )
}
