import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import type { ProductStock } from '@counterpart/domain/schemas/catalog'
import { toCents } from '@counterpart/domain/money'
import {
  STOCK_PRICE_LABELS,
  STOCK_PRICE_MESSAGES,
  stockPriceInputSchema,
} from '@counterpart/domain/schemas/stock-documents'
import { useWatch } from 'react-hook-form'
import { Trans, useTranslation } from 'react-i18next'
import { FormAmountField } from '../../../components/form-text-field.tsx'
import { FormErrorsAlert } from '../../../components/form-actions.tsx'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useSubmitWithServerErrors, useZodForm } from '../../../lib/use-zod-form.ts'
import { useChangeStockPrice } from '../api/change-stock-price.ts'

/** The price as cents, or null while what is typed is not a price. */
function centsOf(text: string): number | null {
  try {
    return text.trim() === '' ? null : toCents(text)
  } catch {
    return null
  }
}

/**
 * Change price: the selling price of every unit of this product in one warehouse (the till sells them at
 * it from now on), saying what changes before it is saved.
 */
export function StockPriceDialog({
  productId,
  stock,
  onClose,
}: {
  productId: number
  stock: ProductStock
  onClose: () => void
}) {
  const { money } = useFormatters()
  const { t } = useTranslation('catalog')
  const change = useChangeStockPrice()
  const form = useZodForm(stockPriceInputSchema, {
    defaultValues: { product_id: productId, warehouse_id: stock.warehouse_id, price: String(stock.price) },
  })
  const typed = useWatch({ control: form.control, name: 'price' })
  const cents = centsOf(typed)
  const { submit, otherErrors } = useSubmitWithServerErrors(form, async (values) => {
    const answer = await change.mutateAsync(stockPriceInputSchema.parse(values))
    showSnackbar(answer.message, 'success')
    onClose()
  })
  return (
    <Dialog
      open
      onClose={change.isPending ? undefined : onClose}
      aria-labelledby="stock-price-title"
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="stock-price-title">
          {t('catalog:stockPrice.title', { warehouse: stock.warehouse.name })}
        </DialogTitle>
        <DialogContent>
          <FormErrorsAlert messages={otherErrors} />
          <DialogContentText sx={{ mb: 2 }}>
            <Trans
              i18nKey="catalog:stockPrice.now"
              count={stock.quantity}
              values={{ price: money(stock.price) }}
              components={{ b: <bdi /> }}
            />
          </DialogContentText>
          <FormAmountField control={form.control} name="price" label={STOCK_PRICE_LABELS.price} step="0.01" autoFocus />
          {cents !== null && cents !== toCents(stock.price) && (
            <DialogContentText sx={{ mt: 2 }} color="warning.main">
              {STOCK_PRICE_MESSAGES.priceChanges(stock.warehouse.name, money(stock.price), money(typed))}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={change.isPending}>
            {t('catalog:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={change.isPending}>
            {t('catalog:stockPrice.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
