import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

interface TrackedPhoto {
  id: number
  caption: string
  url: string
}

/**
 * Issue 30, item 6: the photos the shop chose to show the customer, as the tracking answer carries them (one
 * lookup, counted once against the tracking limit), each served through the tracking key only.
 */
export function TrackedPhotos({ photos }: { photos: readonly TrackedPhoto[] }) {
  const { t } = useTranslation('public')
  if (photos.length === 0) return null
  return (
    <Box component="section" aria-labelledby="tracked-photos-title">
      <Typography id="tracked-photos-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('public:photos.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
        {photos.map((photo) => (
          <Box key={photo.id} sx={{ minWidth: 0 }}>
            <Box
              component="img"
              src={photo.url}
              alt={photo.caption || t('public:photos.alt')}
              loading="lazy"
              sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
            />
            {photo.caption && (
              <Typography variant="caption" color="text.secondary">
                {photo.caption}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  )
}
