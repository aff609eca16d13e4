import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { SEARCH_DEBOUNCE_MS } from '@counterpart/domain/constants'
import type { ProductListRow } from '@counterpart/domain/schemas/catalog'
import { useState } from 'react'
import { useDebouncedValue } from '../lib/use-debounced-value.ts'
import { useProductSearch } from '../lib/queries/product-search.ts'
import { useTranslation } from 'react-i18next'

export type PickedProduct = Pick<ProductListRow, 'id' | 'name' | 'sku'>

interface ProductPickerProps {
  value: PickedProduct | null
  onChange: (product: PickedProduct | null) => void
  label?: string
  error?: string
  size?: 'small' | 'medium'
}

/** Picks a product by typing its name, SKU or barcode (searched on the server, debounced). */
export function ProductPicker({ value, onChange, label, error, size }: ProductPickerProps) {
  const { t } = useTranslation('common')
  const [input, setInput] = useState('')
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS)
  const products = useProductSearch(search)
  const options: PickedProduct[] = products.data ?? []
  return (
    <Autocomplete<PickedProduct>
      value={value}
      onChange={(_, product) => onChange(product)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      filterOptions={(list) => list}
      getOptionLabel={(product) => `${product.name} (${product.sku})`}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      loading={products.isFetching}
      size={size}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('common:pickers.product')}
          error={error !== undefined}
          helperText={error}
        />
      )}
    />
  )
}
