import RefreshIcon from '@mui/icons-material/Refresh'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { useQueryClient } from '@tanstack/react-query'
import type { PosCustomProduct, PosProduct } from '@counterpart/domain/schemas/pos'
import { STOCK_BADGE_AT } from '@counterpart/domain/schemas/pos-terminal'
import { useState, type MouseEvent } from 'react'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { uploadUrl } from '../../../lib/upload-url.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { POS_CUSTOM_PRODUCTS_PATH, useCustomProductsForPos } from '../api/get-custom-products-for-pos.ts'
import { usePosCategories } from '../api/get-pos-categories.ts'
import { POS_PRODUCTS_PATH, usePosFavouriteTiles, usePosProductPages } from '../api/get-pos-products.ts'
import { tileColour, tileInitials } from '../tile-colour.ts'
import { useTranslation } from 'react-i18next'

type Pick = PosProduct | PosCustomProduct
const CUSTOM = 'custom'
const FIRST = 'first'

/** Whether a tile can be sold: with overSelling ('Disable Item (at zero qty)') nothing at zero sells; services hold no stock. */
export function tileDisabled(product: Pick, overSelling: boolean): boolean {
  if ('custom' in product) return false
  return overSelling && product.type !== 'Service' && product.qty <= 0
}

/** The picture of a tile: the product's image, or its category's colour with the name's initials. */
function TileFace({ product }: { product: Pick }) {
  const dark = useTheme().palette.mode === 'dark'
  const image = uploadUrl(product.image ?? '')
  if (image) {
    return (
      <Box
        component="img"
        src={image}
        alt=""
        loading="lazy"
        sx={{ height: 48, width: '100%', objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
      />
    )
  }
  const colour = tileColour('custom' in product ? null : product.category_id, dark)
  return (
    <Box
      aria-hidden
      data-testid="tile-colour"
      sx={{
        height: 48,
        flexShrink: 0,
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: colour.background,
        color: colour.text,
        fontSize: 18,
        fontWeight: 700,
        letterSpacing: '0.04em',
      }}
    >
      {tileInitials(product.name)}
    </Box>
  )
}

function Tile({ product, onPick }: { product: Pick; onPick: (product: Pick) => void }) {
  const { t } = useTranslation('pos')
  const { productSkin, productName, overSelling } = useConfigs()
  const { money } = useFormatters()
  const disabled = tileDisabled(product, overSelling)
  const skinned = productSkin && productSkin !== 'white'
  const category = 'custom' in product ? t('pos:picker.customProduct') : product.category
  const badge = !('custom' in product) && product.type !== 'Service' && product.qty <= STOCK_BADGE_AT
  const out = !('custom' in product) && product.type !== 'Service' && product.qty <= 0
  // Stock received into another warehouse than the one the product sells from: say so instead of 0.
  const elsewhere = 'custom' in product ? 0 : (product.stockElsewhere ?? 0)
  // Units on the shelf held for repairs (issue 30, item 4): qty is what may be sold, so say why it is low.
  const reserved = 'custom' in product ? 0 : (product.reserved ?? 0)
  const options = 'custom' in product ? 0 : product.variants.length
  return (
    <Paper
      component={ButtonBase}
      onClick={() => onPick(product)}
      // A click on a tile leaves the focus in the scan box, so the next scan goes straight in.
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      disabled={disabled}
      aria-label={t('pos:picker.add', { name: product.name })}
      variant="outlined"
      sx={{
        position: 'relative',
        width: '100%',
        height: 136,
        p: 1,
        gap: 0.75,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-start',
        alignItems: 'stretch',
        textAlign: 'start',
        borderRadius: 2,
        opacity: disabled ? 0.5 : 1,
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': { borderColor: 'primary.main' },
        '&:active': { bgcolor: 'action.selected' },
        ...(skinned ? { bgcolor: `${productSkin}.main`, color: `${productSkin}.contrastText` } : {}),
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {badge && (
        // A small label in the tile's top corner (the end side in both directions), never wider than its text.
        <Box
          component="span"
          data-testid="stock-badge"
          sx={{
            position: 'absolute',
            top: 6,
            insetInlineEnd: 6,
            zIndex: 1,
            px: 0.75,
            borderRadius: 1,
            fontSize: 11,
            fontWeight: 700,
            lineHeight: '18px',
            whiteSpace: 'nowrap',
            bgcolor: out ? 'error.main' : 'warning.main',
            color: out ? 'error.contrastText' : 'warning.contrastText',
          }}
        >
          {out && elsewhere > 0 ? (
            <bdi title={t('pos:picker.elsewhereTitle', { count: elsewhere })}>
              {t('pos:picker.elsewhere', { count: elsewhere })}
            </bdi>
          ) : out && reserved > 0 ? (
            <bdi title={t('pos:picker.reservedTitle', { count: reserved })}>
              {t('pos:picker.reserved', { count: reserved })}
            </bdi>
          ) : out ? (
            t('pos:picker.outOfStock')
          ) : (
            <bdi title={reserved > 0 ? t('pos:picker.moreReservedTitle', { count: reserved }) : undefined}>
              {t('pos:picker.left', { count: product.qty })}
            </bdi>
          )}
        </Box>
      )}
      <TileFace product={product} />
      {productName && (
        // Two full lines of the name, then an ellipsis where the name's own direction ends (dir="auto").
        <Box
          component="span"
          dir="auto"
          title={product.name}
          data-testid="tile-name"
          sx={{
            fontSize: 13,
            fontWeight: 600,
            lineHeight: 1.25,
            minHeight: '2.5em',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {product.name}
        </Box>
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 0.5, mt: 'auto' }}>
        {/* The category cut with an ellipsis at the end of its own reading direction, in either shop direction. */}
        <Typography
          variant="caption"
          dir="auto"
          title={category}
          sx={{ color: skinned ? 'inherit' : 'text.secondary', minWidth: 0, flex: 1 }}
          noWrap
        >
          {options > 1 ? t('pos:picker.options', { count: options }) : category}
        </Typography>
        <Typography variant="caption" sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontSize: 13 }}>
          <bdi>{money(product.price)}</bdi>
        </Typography>
      </Stack>
    </Paper>
  )
}

/** A chip of the category rail: filled when chosen, with the category's tile colour as a dot. */
function RailChip({
  label,
  selected,
  onClick,
  colour,
}: {
  label: string
  selected: boolean
  onClick: () => void
  colour?: string | undefined
}) {
  return (
    <Chip
      label={label}
      onClick={onClick}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-pressed={selected}
      icon={
        colour ? (
          <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colour, ml: 1 }} />
        ) : undefined
      }
    />
  )
}

/**
 * The product picker (spec 001 §2, issue 26): the first page (the owner's favourites, or the top sellers),
 * category chips, sub-category chips, the tiles page by page (posProductsLimit a page, "More products" for the
 * next), the items bought from customers and a reload button. The terminal opens on the favourites when the
 * owner has set some, else on every product, newest first.
 */
export function ProductPicker({ onPick }: { onPick: (product: Pick) => void }) {
  const { posAutoLoadProducts } = useConfigs()
  const dark = useTheme().palette.mode === 'dark'
  const queryClient = useQueryClient()
  const { t } = useTranslation('pos')
  const [chosen, setChosen] = useState<number | typeof CUSTOM | typeof FIRST | null | undefined>(undefined)
  const [child, setChild] = useState<number | null>(null)
  const [loadRequested, setLoadRequested] = useState(posAutoLoadProducts)
  const categories = usePosCategories()
  const firstPage = usePosFavouriteTiles(loadRequested || chosen === FIRST)
  const firstTiles = firstPage.data?.products ?? []
  const ownFavourites = firstPage.data?.chosen === 'favourites' && firstTiles.length > 0
  // Until the cashier chooses: the favourites when the owner set some (once known), else every product.
  const category = chosen !== undefined ? chosen : ownFavourites ? FIRST : null
  const showingCustom = category === CUSTOM
  const showingFirst = category === FIRST
  const categoryId = showingCustom || showingFirst ? null : (child ?? category)
  const pages = usePosProductPages(
    categoryId,
    !showingCustom && !showingFirst && (loadRequested || categoryId !== null),
  )
  const customs = useCustomProductsForPos(showingCustom)
  const current = categories.data?.find((item) => item.id === category)
  const list: Pick[] = showingCustom
    ? (customs.data ?? [])
    : showingFirst
      ? firstTiles
      : (pages.pages?.flatMap((page) => page.products) ?? [])
  const loading = showingCustom ? customs.isFetching : showingFirst ? firstPage.isFetching : pages.isFetching

  function choose(next: number | typeof CUSTOM | typeof FIRST | null) {
    setChosen(next)
    setChild(null)
    // Choosing a chip asks for its products, even where products do not load by themselves.
    setLoadRequested(true)
  }

  async function reload() {
    setLoadRequested(true)
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [POS_PRODUCTS_PATH] }),
      queryClient.invalidateQueries({ queryKey: [POS_CUSTOM_PRODUCTS_PATH] }),
      queryClient.invalidateQueries({ queryKey: ['/categories-for-pos'] }),
    ])
  }

  return (
    <Stack spacing={1} sx={{ minHeight: 0, flex: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            overflowX: 'auto',
            flex: 1,
            minWidth: 0,
            py: 0.5,
            scrollbarWidth: 'thin',
            '& .MuiChip-root': { height: 44, flexShrink: 0, px: 0.5, fontSize: 14 },
          }}
          role="toolbar"
          aria-label={t('pos:picker.categories')}
        >
          {firstTiles.length > 0 && (
            <RailChip
              label={ownFavourites ? t('pos:picker.favourites') : t('pos:picker.topSellers')}
              selected={showingFirst}
              onClick={() => choose(FIRST)}
            />
          )}
          <RailChip label={t('pos:picker.all')} selected={category === null} onClick={() => choose(null)} />
          {categories.data?.map((item) => (
            <RailChip
              key={item.id}
              label={item.name}
              selected={category === item.id}
              onClick={() => choose(item.id)}
              colour={tileColour(item.id, dark).background}
            />
          ))}
          <RailChip label={t('pos:picker.customProducts')} selected={showingCustom} onClick={() => choose(CUSTOM)} />
        </Box>
        <Tooltip title={t('pos:picker.reload')}>
          <IconButton onClick={() => void reload()} aria-label={t('pos:picker.reload')} sx={{ width: 44, height: 44 }}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {current && current.children.length > 0 && (
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            overflowX: 'auto',
            minWidth: 0,
            '& .MuiChip-root': { height: 40, flexShrink: 0 },
          }}
          role="toolbar"
          aria-label={t('pos:picker.subCategories')}
        >
          {current.children.map((item) => (
            <Chip
              key={item.id}
              size="small"
              variant={child === item.id ? 'filled' : 'outlined'}
              color={child === item.id ? 'primary' : 'default'}
              label={item.name}
              onClick={() => setChild(child === item.id ? null : item.id)}
            />
          ))}
        </Box>
      )}
      {loading ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
      {!showingCustom && !loadRequested && categoryId === null ? (
        <Alert severity="info">{t('pos:picker.choose')}</Alert>
      ) : list.length === 0 && !loading ? (
        <Alert severity="info">{showingCustom ? t('pos:picker.noCustom') : t('pos:picker.noProducts')}</Alert>
      ) : (
        <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 0.5 }}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
              alignContent: 'start',
              gap: 1,
            }}
          >
            {list.map((product) => (
              <Tile key={`${'custom' in product ? 'c' : 'p'}${product.id}`} product={product} onPick={onPick} />
            ))}
          </Box>
          {!showingCustom && !showingFirst && pages.hasNextPage && (
            <Button
              fullWidth
              onMouseDown={(event) => event.preventDefault()}
              onClick={pages.fetchNextPage}
              disabled={pages.isFetchingNextPage}
              sx={{ mt: 1, minHeight: 44 }}
            >
              {t('pos:picker.more')}
            </Button>
          )}
        </Box>
      )}
    </Stack>
  )
}
