import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

interface TrackedPhoto {
  id: number
  caption: string
  url: string
}

/** Issue 30, item 6: the photos the shop chose to show the customer, through the tracking key only. */
export function TrackedPhotos({ trackingKey }: { trackingKey: string }) {
  const photos = useQuery({
    queryKey: ['/track-repair', trackingKey, 'photos'],
    queryFn: () =>
      api.post<{ items: TrackedPhoto[] }>(
        '/track-repair/photos',
        { key: trackingKey },
        { skipGlobalHandler: true, overlay: false },
      ),
    select: (answer) => answer.items,
    retry: false,
  })
  if (!photos.data || photos.data.length === 0) return null
  return (
    <Box component="section" aria-labelledby="tracked-photos-title">
      <Typography id="tracked-photos-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Photos of your device
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
        {photos.data.map((photo) => (
          <Box key={photo.id} sx={{ minWidth: 0 }}>
            <Box
              component="img"
              src={photo.url}
              alt={photo.caption || 'Photo of your device'}
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
