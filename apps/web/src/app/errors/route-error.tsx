import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router'
import { HOME_PATH } from '../../lib/paths.ts'

/**
 * A page crashed or its code could not be downloaded (typically a new version was deployed while the
 * tab stayed open). Reloading fixes the second case, so that is the first thing offered.
 */
export function RouteError() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message)
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 560 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {notFound ? 'Page not found' : 'Something went wrong'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {chunkFailed
            ? 'Part of the application could not be loaded. A newer version may have been installed: reload the page.'
            : 'This page could not be shown. Reload the page; if it happens again, contact your shop administrator.'}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button component={RouterLink} to={HOME_PATH}>
            Home
          </Button>
        </Stack>
      </Paper>
    </Box>
  )
}
