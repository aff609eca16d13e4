import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardMedia from '@mui/material/CardMedia'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { GALLERY_BREAKPOINTS, SHOWCASE_MESSAGES } from '@counterpart/domain/schemas/showcase'
import { useTranslation } from 'react-i18next'
import { QueryStatus } from '../../components/query-status.tsx'
import { uploadUrl } from '../../lib/upload-url.ts'
import { usePublicGallery } from './api/get-public-gallery.ts'
import { Carousel } from './components/carousel.tsx'

/** /gallery: the repair gallery for visitors (spec 001 §2). */
export function GalleryPage() {
  const { t } = useTranslation('public')
  const gallery = usePublicGallery()
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('public:welcome.gallery.title')}
      </Typography>
      <QueryStatus query={gallery} record="gallery" />
      {gallery.data && gallery.data.length === 0 && <Alert severity="info">{SHOWCASE_MESSAGES.empty}</Alert>}
      {gallery.data && gallery.data.length > 0 && (
        <Carousel
          label={t('public:welcome.gallery.title')}
          items={gallery.data}
          breakpoints={GALLERY_BREAKPOINTS}
          itemKey={(item) => item.id}
          renderItem={(item) => (
            <Card variant="outlined">
              <CardMedia
                component="img"
                image={uploadUrl(item.image)}
                alt={item.title}
                sx={{ height: 240, objectFit: 'cover' }}
              />
              <CardContent>
                <Typography>{item.title}</Typography>
              </CardContent>
            </Card>
          )}
        />
      )}
    </Stack>
  )
}
