import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useRouteError } from 'react-router'
import { useTranslation } from 'react-i18next'

/** Shown while the CSRF cookie and the configuration load, before anything else can render. */
export function StartupProgress() {
  const { t } = useTranslation('common')
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('common:states.loading')} />
    </Box>
  )
}

/**
 * The configuration could not be pulled. Nothing else can render without it (theme, direction, site
 * name, the user), so this page stands alone and offers the one thing that may help: trying again.
 */
export function StartupError() {
  const { t } = useTranslation('shell')
  const error = useRouteError()
  const detail = error instanceof Error ? error.message : undefined
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Box sx={{ maxWidth: 520, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('shell:errors.startup.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('shell:errors.startup.body')}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {detail}
          </Typography>
        )}
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('shell:errors.startup.tryAgain')}
        </Button>
      </Box>
    </Box>
  )
}
