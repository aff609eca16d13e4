import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { fromCents, toCents } from '@counterpart/domain/money'
import { variantSalePrice } from '@counterpart/domain/pricing/catalog'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useTranslation } from 'react-i18next'

/**
 * The product with the chosen variant first: the cart sells a product's first variant (spec 001 §4) and the
 * server honours the variant a line names, so putting the chosen one first is all choosing takes.
 */
export function withVariantFirst(product: PosProduct, index: number): PosProduct {
  const chosen = product.variants[index]
  if (!chosen) return product
  return { ...product, variants: [chosen, ...product.variants.filter((_, position) => position !== index)] }
}

/** Whether a pick asks which variant (a Combo with more than one): on a tile and on a scan alike. */
export function needsVariantChoice(product: PosProduct | { custom: true }): product is PosProduct {
  return !('custom' in product) && product.variants.length > 1
}

/**
 * Which variant of a Combo product goes into the cart (issue 26), as Square opens an item's variations:
 * one large button per variant with its price; Escape or Cancel adds nothing.
 */
export function VariantChooser({
  product,
  onChoose,
  onClose,
}: {
  product: PosProduct
  onChoose: (product: PosProduct) => void
  onClose: () => void
}) {
  const { money } = useFormatters()
  const { t } = useTranslation('pos')
  return (
    <Dialog open onClose={onClose} aria-labelledby="variant-chooser-title" maxWidth="xs" fullWidth>
      <DialogTitle id="variant-chooser-title">
        <bdi>{product.name}</bdi>
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('pos:variant.which')}
        </Typography>
        <Stack spacing={1}>
          {product.variants.map((variant, index) => (
            <Button
              key={variant.variant}
              variant="outlined"
              autoFocus={index === 0}
              onClick={() => onChoose(withVariantFirst(product, index))}
              sx={{ minHeight: 52, justifyContent: 'space-between', gap: 2 }}
            >
              <bdi>{variant.variant}</bdi>
              <bdi>{money(fromCents(variantSalePrice(toCents(product.price), toCents(variant.price))))}</bdi>
            </Button>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
      </DialogActions>
    </Dialog>
  )
}
