import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import { itemsPerPage } from '@counterpart/domain/schemas/showcase'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

const AUTOPLAY_MS = 4000

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth)
  useEffect(() => {
    const update = () => setWidth(window.innerWidth)
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return width
}

interface CarouselProps<T> {
  items: readonly T[]
  /** Widths from which 1, 2, 3 and 4 items show per page (spec 001 §2). */
  breakpoints: readonly number[]
  itemKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  label: string
}

/**
 * The public carousels (spec 001 §2): they play by themselves and loop; hovering or focusing one
 * pauses it, so a visitor can read a card.
 */
export function Carousel<T>({ items, breakpoints, itemKey, renderItem, label }: CarouselProps<T>) {
  const { t } = useTranslation('public')
  const width = useWindowWidth()
  const perPage = itemsPerPage(width, breakpoints)
  const pages = Math.max(1, Math.ceil(items.length / perPage))
  const [page, setPage] = useState(0)
  const [paused, setPaused] = useState(false)
  const current = page % pages

  useEffect(() => {
    if (paused || pages < 2) return
    const timer = window.setInterval(() => setPage((value) => (value + 1) % pages), AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [paused, pages])

  const visible = items.slice(current * perPage, current * perPage + perPage)
  const go = (delta: number) => setPage((current + delta + pages) % pages)

  return (
    <Box
      role="region"
      aria-roledescription={t('public:carousel.carousel')}
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label={t('public:carousel.previous')} onClick={() => go(-1)} disabled={pages < 2}>
          <ChevronLeftIcon />
        </IconButton>
        <Box
          aria-live={paused ? 'polite' : 'off'}
          sx={{ flexGrow: 1, display: 'grid', gap: 2, gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}
        >
          {visible.map((item) => (
            <Box key={itemKey(item)} role="group" aria-roledescription={t('public:carousel.slide')}>
              {renderItem(item)}
            </Box>
          ))}
        </Box>
        <IconButton aria-label={t('public:carousel.next')} onClick={() => go(1)} disabled={pages < 2}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 2 }}>
          {Array.from({ length: pages }, (_, index) => (
            <Box
              key={index}
              component="button"
              type="button"
              aria-label={t('public:carousel.page', { number: index + 1 })}
              aria-current={index === current}
              onClick={() => setPage(index)}
              sx={{
                width: 10,
                height: 10,
                p: 0,
                border: 0,
                borderRadius: '50%',
                cursor: 'pointer',
                bgcolor: index === current ? 'primary.main' : 'action.disabled',
              }}
            />
          ))}
        </Stack>
      )}
    </Box>
  )
}
