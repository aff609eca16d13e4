import ConnectedTvIcon from '@mui/icons-material/ConnectedTv'
import Button from '@mui/material/Button'
import Tooltip from '@mui/material/Tooltip'
import { CUSTOMER_DISPLAY_TEXTS as TEXTS } from '@counterpart/domain/schemas/customer-display-texts'
import { lazy, Suspense, useState } from 'react'
import { ACTION_LABEL } from '../../../lib/look.ts'

// Opened a few times a day at most: the dialog loads when asked for, off the terminal's own chunk.
const CustomerDisplayDialog = lazy(() =>
  import('./customer-display-dialog.tsx').then((m) => ({ default: m.CustomerDisplayDialog })),
)

/** The terminal's "Customer display" action (issue 33, item 5): opens the window or pairs another device. */
export function CustomerDisplayAction() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Tooltip title={TEXTS.actionHint}>
        <Button
          startIcon={<ConnectedTvIcon />}
          onClick={() => setOpen(true)}
          aria-label={TEXTS.action}
          sx={{ minHeight: 48 }}
        >
          <span className={ACTION_LABEL}>{TEXTS.actionShort}</span>
        </Button>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <CustomerDisplayDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
