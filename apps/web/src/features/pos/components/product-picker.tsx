import RefreshIcon from '@mui/icons-material/Refresh'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import type { PosCustomProduct, PosProduct } from '@counterpart/domain/schemas/pos'
import {
  STOCK_BADGE_AT,
  TILE_CATEGORY_LENGTH,
  TILE_NAME_LENGTH,
  cutText,
} from '@counterpart/domain/schemas/pos-terminal'
import { useState, type MouseEvent } from 'react'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { uploadUrl } from '../../../lib/upload-url.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { POS_CUSTOM_PRODUCTS_PATH, useCustomProductsForPos } from '../api/get-custom-products-for-pos.ts'
import { usePosCategories } from '../api/get-pos-categories.ts'
import { POS_PRODUCTS_PATH, usePosProducts } from '../api/get-pos-products.ts'

type Pick = PosProduct | PosCustomProduct
const CUSTOM = 'custom'

/** Whether a tile can be sold: with overSelling ('Disable Item (at zero qty)') nothing at zero sells; services hold no stock. */
export function tileDisabled(product: Pick, overSelling: boolean): boolean {
  if ('custom' in product) return false
  return overSelling && product.type !== 'Service' && product.qty <= 0
}

function Tile({ product, onPick }: { product: Pick; onPick: (product: Pick) => void }) {
  const { productSkin, productName, overSelling } = useConfigs()
  const { money } = useFormatters()
  const disabled = tileDisabled(product, overSelling)
  const skinned = productSkin && productSkin !== 'white'
  const image = uploadUrl(product.image ?? '')
  const category = 'custom' in product ? 'Custom product' : product.category
  const badge = !('custom' in product) && product.type !== 'Service' && product.qty <= STOCK_BADGE_AT
  const out = !('custom' in product) && product.type !== 'Service' && product.qty <= 0
  // Stock received into another warehouse than the one the product sells from: say so instead of 0.
  const elsewhere = 'custom' in product ? 0 : (product.stockElsewhere ?? 0)
  return (
    <Paper
      component={ButtonBase}
      onClick={() => onPick(product)}
      // A click on a tile leaves the focus in the scan box, so the next scan goes straight in.
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      disabled={disabled}
      aria-label={`Add ${product.name}`}
      variant="outlined"
      sx={{
        position: 'relative',
        width: '100%',
        height: 124,
        p: 1,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        alignItems: 'stretch',
        textAlign: 'start',
        opacity: disabled ? 0.45 : 1,
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
            <bdi title={`${elsewhere} in another warehouse`}>{elsewhere} elsewhere</bdi>
          ) : out ? (
            'Out of stock'
          ) : (
            <bdi>{product.qty} left</bdi>
          )}
        </Box>
      )}
      {image ? (
        <Box component="img" src={image} alt="" sx={{ height: 44, width: '100%', objectFit: 'contain' }} />
      ) : (
        <Box sx={{ height: 44, display: 'grid', placeItems: 'center', fontSize: 26, fontWeight: 700, opacity: 0.5 }}>
          {product.name.slice(0, 1).toUpperCase()}
        </Box>
      )}
      {productName && (
        <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }} title={product.name}>
          {/* Isolated, so the ellipsis of a cut name follows the name's own direction in a right-to-left shop. */}
          <bdi>{cutText(product.name, TILE_NAME_LENGTH)}</bdi>
        </Typography>
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 0.5 }}>
        <Typography variant="caption" sx={{ opacity: 0.8, minWidth: 0 }} noWrap>
          <bdi>{cutText(category, TILE_CATEGORY_LENGTH)}</bdi>
        </Typography>
        <Typography variant="caption" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          <bdi>{money(product.price)}</bdi>
        </Typography>
      </Stack>
    </Paper>
  )
}

/**
 * The product picker (spec 001 §2): category chips, sub-category chips, the tiles (at most
 * posProductsLimit), the items bought from customers and a reload button.
 */
export function ProductPicker({ onPick }: { onPick: (product: Pick) => void }) {
  const { posAutoLoadProducts } = useConfigs()
  const queryClient = useQueryClient()
  const [category, setCategory] = useState<number | typeof CUSTOM | null>(null)
  const [child, setChild] = useState<number | null>(null)
  const [loadRequested, setLoadRequested] = useState(posAutoLoadProducts)
  const categories = usePosCategories()
  const showingCustom = category === CUSTOM
  const categoryId = showingCustom ? null : (child ?? category)
  const products = usePosProducts(categoryId, !showingCustom && (loadRequested || categoryId !== null))
  const customs = useCustomProductsForPos(showingCustom)
  const current = categories.data?.find((item) => item.id === category)
  const list: Pick[] = showingCustom ? (customs.data ?? []) : (products.data ?? [])
  const loading = showingCustom ? customs.isFetching : products.isFetching

  function choose(next: number | typeof CUSTOM | null) {
    setCategory(next)
    setChild(null)
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
            '& .MuiChip-root': { height: 48, flexShrink: 0, borderRadius: 6 },
          }}
          role="toolbar"
          aria-label="Categories"
        >
          <Chip label="All" color={category === null ? 'primary' : 'default'} onClick={() => choose(null)} />
          {categories.data?.map((item) => (
            <Chip
              key={item.id}
              label={item.name}
              color={category === item.id ? 'primary' : 'default'}
              onClick={() => choose(item.id)}
            />
          ))}
          <Chip
            label="Custom Products"
            color={showingCustom ? 'secondary' : 'default'}
            onClick={() => choose(CUSTOM)}
          />
        </Box>
        <Tooltip title="Reload products">
          <IconButton onClick={() => void reload()} aria-label="Reload products" sx={{ width: 48, height: 48 }}>
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
            '& .MuiChip-root': { height: 48, flexShrink: 0 },
          }}
          role="toolbar"
          aria-label="Sub-categories"
        >
          {current.children.map((item) => (
            <Chip
              key={item.id}
              size="small"
              variant={child === item.id ? 'filled' : 'outlined'}
              color="primary"
              label={item.name}
              onClick={() => setChild(child === item.id ? null : item.id)}
            />
          ))}
        </Box>
      )}
      {loading ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
      {!showingCustom && !loadRequested && categoryId === null ? (
        <Alert severity="info">Choose a category or press reload to show products.</Alert>
      ) : list.length === 0 && !loading ? (
        <Alert severity="info">{showingCustom ? 'No unsold items bought from customers.' : 'No products here.'}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
            alignContent: 'start',
            gap: 1,
            p: 0.5,
            flex: 1,
            minHeight: 0,
            overflowY: 'auto',
          }}
        >
          {list.map((product) => (
            <Tile key={`${'custom' in product ? 'c' : 'p'}${product.id}`} product={product} onPick={onPick} />
          ))}
        </Box>
      )}
    </Stack>
  )
}
