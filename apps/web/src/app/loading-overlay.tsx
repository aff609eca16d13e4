import Backdrop from '@mui/material/Backdrop'
import CircularProgress from '@mui/material/CircularProgress'
import { OVERLAY_Z_INDEX } from '@counterpart/domain/constants'
import { useTranslation } from 'react-i18next'
import { useOverlayVisible } from '../lib/overlay.ts'

export function LoadingOverlay() {
  const { t } = useTranslation('common')
  const open = useOverlayVisible()
  return (
    <Backdrop
      open={open}
      sx={{ zIndex: OVERLAY_Z_INDEX, color: '#fff' }}
      transitionDuration={{ enter: 150, exit: 150 }}
    >
      <CircularProgress color="inherit" aria-label={t('common:states.loading')} />
    </Backdrop>
  )
}
