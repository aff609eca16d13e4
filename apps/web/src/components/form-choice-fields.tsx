import MenuItem from '@mui/material/MenuItem'
import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx'

/** One entry of a select: the value the form keeps (text, or a record's id) and what the menu shows for it. */
export interface SelectOption {
  value: string | number
  label: ReactNode
}

type FormSelectFieldProps<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'select' | 'children' | 'fullWidth'> & {
  options: readonly SelectOption[]
}

/** A full-width select bound to react-hook-form, one menu item per option. */
export function FormSelectField<T extends FieldValues>({ options, ...props }: FormSelectFieldProps<T>) {
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

/**
 * Binds FormSelectField to one form and its schema's label map, as bindTextFields does the text fields:
 * `const select = bindSelectFields(form.control, PRODUCT_LABELS)`, then
 * `select('type', TYPE_OPTIONS, { cell: CELL.halfMd })`. A `label` in the props replaces the map's.
 */
export function bindSelectFields<T extends FieldValues>(control: Control<T>, labels: Readonly<Record<string, string>>) {
  return (
    name: FieldPath<T>,
    options: readonly SelectOption[],
    props: Omit<FormSelectFieldProps<T>, 'control' | 'name' | 'options'> = {},
  ) => <FormSelectField control={control} name={name} label={labels[name]} options={options} {...props} />
}
