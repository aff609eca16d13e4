import StorefrontIcon from '@mui/icons-material/Storefront'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import CardMedia from '@mui/material/CardMedia'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { SHOP_BREAKPOINTS, SHOWCASE_MESSAGES, type PublicShopItem } from '@counterpart/domain/schemas/showcase'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryStatus } from '../../components/query-status.tsx'
import { uploadUrl } from '../../lib/upload-url.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { usePublicShopItems } from './api/get-public-shop-items.ts'
import { Carousel } from './components/carousel.tsx'

function Picture({ item, height }: { item: PublicShopItem; height: number }) {
  return item.image ? (
    <CardMedia
      component="img"
      image={uploadUrl(item.image)}
      alt={item.name}
      sx={{ height, objectFit: 'contain', bgcolor: 'action.hover' }}
    />
  ) : (
    <Box sx={{ height, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
      <StorefrontIcon fontSize="large" color="disabled" />
    </Box>
  )
}

/** /shop: the shop items for visitors, with a detail dialog; online shopping is not open yet (spec 001 §1). */
export function ShopPage() {
  const { t } = useTranslation('public')
  const items = usePublicShopItems()
  const { money } = useFormatters()
  const [open, setOpen] = useState<PublicShopItem | null>(null)

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('public:welcome.shop.title')}
      </Typography>
      <Alert severity="info">{SHOWCASE_MESSAGES.comingSoon}</Alert>
      <QueryStatus query={items} record="shop" />
      {items.data && items.data.length === 0 && <Alert severity="info">{SHOWCASE_MESSAGES.empty}</Alert>}
      {items.data && items.data.length > 0 && (
        <Carousel
          label={t('public:shop.itemsLabel')}
          items={items.data}
          breakpoints={SHOP_BREAKPOINTS}
          itemKey={(item) => item.id}
          renderItem={(item) => (
            <Card variant="outlined">
              <CardActionArea
                onClick={() => setOpen(item)}
                aria-label={t('public:shop.detailsOf', { name: item.name })}
              >
                <Picture item={item} height={200} />
                <CardContent>
                  <Typography noWrap>{item.name}</Typography>
                  <Typography color="primary" sx={{ fontWeight: 700 }}>
                    {money(item.price)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          )}
        />
      )}
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="shop-item-title"
      >
        {open && (
          <>
            <DialogTitle id="shop-item-title">{open.name}</DialogTitle>
            <DialogContent dividers>
              <Picture item={open} height={280} />
              <Typography variant="h6" color="primary" sx={{ mt: 2 }}>
                {money(open.price)}
              </Typography>
              {open.description && <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{open.description}</Typography>}
              <Alert severity="info" sx={{ mt: 2 }}>
                {SHOWCASE_MESSAGES.comingSoon}
              </Alert>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(null)}>{t('public:shop.close')}</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Stack>
  )
}
