import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { SEARCH_DEBOUNCE_MS } from '@counterpart/domain/constants'
import { contactName } from '@counterpart/domain/schemas/contacts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useSupplierSearch } from '../api/search-suppliers.ts'

export interface PickedSupplier {
  id: number
  firstName: string
  lastName: string
  company: string
}

export function supplierLabel(supplier: PickedSupplier): string {
  return supplier.company ? `${contactName(supplier)} (${supplier.company})` : contactName(supplier)
}

/** Picks a supplier by name, company, phone or email (searched on the server). */
export function SupplierPicker({
  value,
  onChange,
  error,
}: {
  value: PickedSupplier | null
  onChange: (supplier: PickedSupplier | null) => void
  error?: string
}) {
  const [input, setInput] = useState('')
  const { t } = useTranslation('purchasing')
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS)
  const suppliers = useSupplierSearch(search)
  const options: PickedSupplier[] = suppliers.data ?? []
  return (
    <Autocomplete<PickedSupplier>
      value={value}
      onChange={(_, supplier) => onChange(supplier)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      filterOptions={(list) => list}
      getOptionLabel={supplierLabel}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      loading={suppliers.isFetching}
      renderInput={(params) => (
        <TextField {...params} label={t('purchasing:detail.supplier')} error={error !== undefined} helperText={error} />
      )}
    />
  )
}
