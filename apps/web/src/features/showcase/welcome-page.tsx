import BuildIcon from '@mui/icons-material/Build'
import LoginIcon from '@mui/icons-material/Login'
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary'
import StorefrontIcon from '@mui/icons-material/Storefront'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type SvgIcon from '@mui/material/SvgIcon'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useAppSession } from '../../lib/app-configuration.ts'

/** The places a visitor can go; title and text are translation keys, read where they are drawn. */
const PLACES: readonly { to: string; title: string; text: string; icon: typeof SvgIcon }[] = [
  { to: '/shop', title: 'public:welcome.shop.title', text: 'public:welcome.shop.text', icon: StorefrontIcon },
  {
    to: '/gallery',
    title: 'public:welcome.gallery.title',
    text: 'public:welcome.gallery.text',
    icon: PhotoLibraryIcon,
  },
  {
    to: '/track',
    title: 'public:welcome.track.title',
    text: 'public:welcome.track.text',
    icon: BuildIcon,
  },
]

/** /welcome, where the root address leads (spec 001 §1): the shop, the gallery, tracking and staff sign-in. */
export function WelcomePage() {
  const { t } = useTranslation('public')
  const { configs, autheried } = useAppSession()
  const address = [configs.address_1, configs.address_2, configs.address_3].filter(Boolean).join(', ')
  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h3" component="h1">
          {t('public:welcome.title', { shop: configs.site_name })}
        </Typography>
        {(address || configs.phone) && (
          <Typography color="text.secondary">{[address, configs.phone].filter(Boolean).join(' · ')}</Typography>
        )}
      </Stack>
      <Grid container spacing={2}>
        {PLACES.map((place) => (
          <Grid key={place.to} size={{ xs: 12, sm: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={place.to} sx={{ height: '100%' }}>
                <CardContent>
                  <place.icon color="primary" fontSize="large" />
                  <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
                    {t(place.title)}
                  </Typography>
                  <Typography color="text.secondary">{t(place.text)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <div>
        {autheried ? (
          <Button variant="contained" component={RouterLink} to="/dashboard">
            {t('public:layout.dashboard')}
          </Button>
        ) : (
          <Button variant="contained" startIcon={<LoginIcon />} component={RouterLink} to="/login">
            {t('public:layout.staffSignIn')}
          </Button>
        )}
      </div>
    </Stack>
  )
}
