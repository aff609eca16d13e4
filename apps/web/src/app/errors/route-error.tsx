import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router'
import { HOME_PATH } from '../../lib/paths.ts'
import { useTranslation } from 'react-i18next'

/**
 * A page crashed or its code could not be downloaded (typically a new version was deployed while the
 * tab stayed open). Reloading fixes the second case, so that is the first thing offered.
 */
export function RouteError() {
  const { t } = useTranslation('shell')
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message)
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 560 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {notFound ? t('shell:errors.notFound.title') : t('shell:errors.crashed.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {chunkFailed ? t('shell:errors.crashed.chunk') : t('shell:errors.crashed.body')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('shell:errors.reload')}
          </Button>
          <Button component={RouterLink} to={HOME_PATH}>
            {t('shell:topBar.home')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  )
}
