import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import { SNACKBAR_HIDE_MS } from '@counterpart/domain/constants'
import { useTranslation } from 'react-i18next'
import { hideSnackbar, useSnackbar } from '../lib/snackbar.ts'

export function AppSnackbar() {
  const { t } = useTranslation('common')
  const { open, key, text, severity } = useSnackbar()
  return (
    <Snackbar
      key={key}
      open={open}
      autoHideDuration={SNACKBAR_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_event, reason) => {
        // A click elsewhere on the page is not a request to dismiss a message the user may still be reading.
        if (reason !== 'clickaway') hideSnackbar()
      }}
    >
      <Alert
        severity={severity}
        variant="filled"
        sx={{ alignItems: 'center' }}
        action={
          <Button color="inherit" size="small" onClick={hideSnackbar}>
            {t('common:actions.close')}
          </Button>
        }
      >
        {text}
      </Alert>
    </Snackbar>
  )
}
