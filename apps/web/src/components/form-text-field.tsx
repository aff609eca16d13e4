import TextField, { type StandardTextFieldProps } from '@mui/material/TextField'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

export type FormTextFieldProps<T extends FieldValues> = Omit<
  StandardTextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T>
  name: FieldPath<T>
}

/** A MUI text field bound to react-hook-form; shows the field's error (client or server) under it. */
export function FormTextField<T extends FieldValues>({ control, name, helperText, ...props }: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name })
  const { ref, value, ...fieldProps } = field
  return (
    <TextField
      {...props}
      {...fieldProps}
      value={value ?? ''}
      inputRef={ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
    />
  )
}
