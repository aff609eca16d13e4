import MenuItem from '@mui/material/MenuItem'
import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx'

/** One entry of a select: the value the form keeps and what the menu shows for it. */
export interface SelectOption {
  value: string
  label: ReactNode
}

/** A full-width select bound to react-hook-form, one menu item per option. */
export function FormSelectField<T extends FieldValues>({
  options,
  ...props
}: Omit<FormTextFieldProps<T>, 'select' | 'children' | 'fullWidth'> & { options: readonly SelectOption[] }) {
  return (
    <FormTextField {...props} select fullWidth>
      {options.map(({ value, label }) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </FormTextField>
  )
}
