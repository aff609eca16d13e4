import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { contactName, type PosCustomer } from '@counterpart/domain/schemas/contacts'
import { usePosCustomers } from '../lib/queries/pos-customers.ts'
import { useTranslation } from 'react-i18next'

function label(customer: PosCustomer): string {
  const name = contactName(customer)
  return customer.phone ? `${name} (${customer.phone})` : name
}

/** A customer chosen from the shop's list: the sale's (needed on credit), or who takes a buy-back's store credit. */
export function CustomerPicker({
  value,
  onChange,
}: {
  value: PosCustomer | null
  onChange: (customer: PosCustomer | null) => void
}) {
  const { t } = useTranslation('common')
  const customers = usePosCustomers()
  return (
    <Autocomplete<PosCustomer>
      size="small"
      sx={{ minWidth: 220 }}
      options={customers.data ?? []}
      loading={customers.isPending}
      value={value}
      onChange={(_event, customer) => onChange(customer)}
      getOptionLabel={label}
      renderOption={({ key, ...props }, customer) => (
        // The phone stays whole (left-to-right) inside right-to-left text.
        <li key={key} {...props}>
          {contactName(customer)}
          {customer.phone && (
            <>
              &nbsp;(<bdi>{customer.phone}</bdi>)
            </>
          )}
        </li>
      )}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('common:pickers.customer')}
          placeholder={t('common:pickers.walkIn')}
          // dir="auto": a name too long for the box is cut at its own end, not its start, in a right-to-left shop.
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir: 'auto' } }}
        />
      )}
    />
  )
}
