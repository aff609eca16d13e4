import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, Outlet } from 'react-router'
import { useAppSession } from '../../lib/app-configuration.ts'

const YEAR = new Date().getFullYear()

/** The frame of the pages visitors see (welcome, shop, gallery, repair tracking). */
export function PublicLayout() {
  const { t } = useTranslation('public')
  const { configs, autheried } = useAppSession()
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          <Typography
            variant="h6"
            component={RouterLink}
            to="/welcome"
            sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none' }}
          >
            {configs.site_name}
          </Typography>
          {autheried ? (
            <Button component={RouterLink} to="/dashboard">
              {t('public:layout.dashboard')}
            </Button>
          ) : (
            <Button component={RouterLink} to="/login">
              {t('public:layout.staffSignIn')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ flexGrow: 1, py: 4 }}>
        <Outlet />
      </Container>
      <Box component="footer" sx={{ py: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="body2" color="text.secondary">
          {t('public:layout.copyright', { year: YEAR, shop: configs.site_name })}
        </Typography>
      </Box>
    </Box>
  )
}
