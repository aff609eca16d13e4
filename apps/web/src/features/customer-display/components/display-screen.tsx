import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { DisplayState } from '@counterpart/domain/schemas/customer-display-texts'
import { useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { uploadUrl } from '../../../lib/upload-url.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import type { FeedStatus } from '../use-display-feed.ts'
import { useTranslation } from 'react-i18next'

/**
 * Sizes follow the window's height: the same screen reads from across the counter on a 800×480 panel and
 * on a 1366×768 monitor, and never scrolls.
 */
const SIZE = {
  pad: 'clamp(12px, 3.5vh, 40px)',
  line: 'clamp(1.05rem, 4vh, 2.1rem)',
  total: 'clamp(1.9rem, 9vh, 4.5rem)',
  change: 'clamp(2.4rem, 13vh, 7rem)',
  logo: 'clamp(28px, 8vh, 72px)',
} as const

/** The shop's logo (Settings › Logo), or its name where there is none. */
function ShopMark({ big }: { big: boolean }) {
  const configs = useConfigs()
  const logo = uploadUrl(configs.logo)
  if (logo)
    return (
      <Box
        component="img"
        src={logo}
        alt={configs.site_name}
        sx={{
          display: 'block',
          maxHeight: big ? '38vh' : SIZE.logo,
          maxWidth: big ? '70vw' : '40vw',
          objectFit: 'contain',
        }}
      />
    )
  return big ? null : (
    <Typography component="span" sx={{ fontWeight: 700, fontSize: 'clamp(1rem, 3.5vh, 1.75rem)' }} noWrap>
      {configs.site_name}
    </Typography>
  )
}

function Welcome() {
  const configs = useConfigs()
  const { t } = useTranslation('display')
  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'clamp(8px, 3vh, 32px)' }}>
        <ShopMark big />
        {/* dir auto: an English text keeps its full stop at its end in a right-to-left shop. */}
        <Typography component="h1" dir="auto" sx={{ fontSize: SIZE.total, fontWeight: 700, lineHeight: 1.15 }}>
          {configs.logo ? t('display:screen.welcome') : t('display:screen.welcomeShop', { shop: configs.site_name })}
        </Typography>
        <Typography dir="auto" sx={{ color: 'text.secondary', fontSize: SIZE.line }}>
          {t('display:screen.welcomeLine')}
        </Typography>
      </Box>
    </Box>
  )
}

/**
 * Whether the box's content is taller than the box: a long cart's first lines are cut at the top, and the
 * cut fades out instead of showing half a line.
 */
function useOverflowing(lines: unknown): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null)
  const [overflowing, setOverflowing] = useState(false)
  useLayoutEffect(() => {
    const box = ref.current
    if (!box) return
    // The lines overflow at the top (they sit at the bottom), where scrollHeight does not count them.
    const measure = () => setOverflowing((box.firstElementChild?.clientHeight ?? 0) > box.clientHeight + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [lines])
  return [ref, overflowing]
}

function Cart({ state }: { state: DisplayState }) {
  const { money } = useFormatters()
  const { t } = useTranslation('display')
  const count = state.lines.reduce((sum, line) => sum + line.quantity, 0)
  const [linesBox, overflowing] = useOverflowing(state.lines)
  return (
    <>
      <Box
        component="section"
        aria-labelledby="display-items"
        sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
      >
        <Typography
          id="display-items"
          component="h1"
          sx={{ color: 'text.secondary', fontSize: 'clamp(0.9rem, 3vh, 1.4rem)', mb: 1 }}
        >
          {t('display:screen.itemsHeading')} · <bdi>{t('display:screen.itemCount', { count })}</bdi>
        </Typography>
        {/* The newest lines sit at the bottom, next to the total; a long cart's first lines leave at the top. */}
        <Box
          ref={linesBox}
          sx={{
            ...(overflowing ? { maskImage: 'linear-gradient(to bottom, transparent 0, #000 3em)' } : {}),
            flex: 1,
            minHeight: 0,
            overflow: 'hidden',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'flex-end',
          }}
        >
          <Box component="ul" data-testid="display-lines" sx={{ listStyle: 'none', m: 0, p: 0, flexShrink: 0 }}>
            {state.lines.map((line, index) => (
              <Box
                component="li"
                key={index}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
                  alignItems: 'baseline',
                  columnGap: 'clamp(8px, 3vw, 32px)',
                  py: 'clamp(2px, 1vh, 10px)',
                  borderBottom: 1,
                  borderColor: 'divider',
                  fontSize: SIZE.line,
                }}
              >
                {/* A name reads in its own direction and is cut at its own end, after two lines. The
                    stylesheet's 'left' is the page's start: the right-to-left cache mirrors it. */}
                <Typography
                  component="span"
                  dir="auto"
                  sx={{
                    fontSize: 'inherit',
                    textAlign: 'left',
                    overflow: 'hidden',
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    lineHeight: 1.25,
                  }}
                >
                  {line.name}
                </Typography>
                <Typography component="span" sx={{ color: 'text.secondary', fontSize: 'inherit' }}>
                  <bdi>× {line.quantity}</bdi>
                </Typography>
                <Typography component="span" sx={{ fontSize: 'inherit', fontWeight: 600, textAlign: 'end' }}>
                  <bdi>{money(line.amount)}</bdi>
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
          pt: 'clamp(6px, 2vh, 20px)',
          borderTop: 3,
          borderColor: 'primary.main',
        }}
      >
        <Typography component="span" sx={{ fontSize: SIZE.line, fontWeight: 600 }}>
          {t('display:screen.total')}
        </Typography>
        <Typography
          component="span"
          data-testid="display-total"
          sx={{ fontSize: SIZE.total, fontWeight: 800, lineHeight: 1.1 }}
        >
          <bdi>{money(state.total)}</bdi>
        </Typography>
      </Box>
    </>
  )
}

function Paid({ state }: { state: DisplayState }) {
  const { money } = useFormatters()
  const { t } = useTranslation('display')
  const rows = [
    { label: t('display:screen.total'), value: state.total, id: 'display-paid-total' },
    { label: t('display:screen.paid'), value: state.paid ?? 0, id: 'display-paid' },
  ]
  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'grid', placeItems: 'center' }}>
      <Box sx={{ width: 'min(100%, 900px)', display: 'flex', flexDirection: 'column', gap: 'clamp(4px, 2vh, 20px)' }}>
        <Typography component="h1" dir="auto" sx={{ fontSize: SIZE.total, fontWeight: 700, textAlign: 'center' }}>
          {t('display:screen.thanks')}
        </Typography>
        {rows.map((row) => (
          <Box key={row.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontSize: SIZE.line }}>
            <Typography component="span" sx={{ color: 'text.secondary', fontSize: 'inherit' }}>
              {row.label}
            </Typography>
            <Typography component="span" data-testid={row.id} sx={{ fontSize: 'inherit', fontWeight: 600 }}>
              <bdi>{money(row.value)}</bdi>
            </Typography>
          </Box>
        ))}
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 2,
            pt: 'clamp(4px, 2vh, 20px)',
            borderTop: 3,
            borderColor: 'success.main',
          }}
        >
          <Typography component="span" sx={{ fontSize: SIZE.line, fontWeight: 600 }}>
            {t('display:screen.change')}
          </Typography>
          <Typography
            component="span"
            data-testid="display-change"
            sx={{ color: 'success.main', fontSize: SIZE.change, fontWeight: 800, lineHeight: 1.05 }}
          >
            <bdi>{money(state.change ?? 0)}</bdi>
          </Typography>
        </Box>
      </Box>
    </Box>
  )
}

/** What faces the customer: the welcome between sales, the cart being rung up, then what was paid and the change. */
export function DisplayScreen({ state, status }: { state: DisplayState; status: FeedStatus }) {
  const { t } = useTranslation('display')
  return (
    <Box
      component="main"
      data-phase={state.phase}
      sx={{
        height: '100dvh',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        gap: 'clamp(8px, 2.5vh, 24px)',
        p: SIZE.pad,
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      {(state.phase !== 'idle' || status !== 'live') && (
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, minHeight: SIZE.logo }}
        >
          {state.phase !== 'idle' ? <ShopMark big={false} /> : <span />}
          {status !== 'live' && (
            <Typography role="status" sx={{ color: 'warning.main', fontSize: 'clamp(0.85rem, 2.5vh, 1.1rem)' }}>
              {t('display:screen.reconnecting')}
            </Typography>
          )}
        </Box>
      )}
      {state.phase === 'idle' && <Welcome />}
      {state.phase === 'cart' && <Cart state={state} />}
      {state.phase === 'paid' && <Paid state={state} />}
    </Box>
  )
}
