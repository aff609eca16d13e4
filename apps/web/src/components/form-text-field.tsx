import Grid, { type GridProps } from '@mui/material/Grid'
import TextField, { type StandardTextFieldProps } from '@mui/material/TextField'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

export type FormTextFieldProps<T extends FieldValues> = Omit<
  StandardTextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T>
  name: FieldPath<T>
  /** On a form laid out as a Grid container: the field fills a grid item of this size. */
  cell?: GridProps['size']
}

/**
 * The grid sizes a form's fields take: the whole row on a phone, then half, a third or a quarter of it from
 * the small breakpoint on (`half`, `third`), or from the medium one (`halfMd` ...) on forms that span the page.
 */
export const CELL = {
  half: { xs: 12, sm: 6 },
  third: { xs: 12, sm: 4 },
  halfMd: { xs: 12, md: 6 },
  thirdMd: { xs: 12, md: 4 },
  /** Two short numbers side by side even on a phone (a width and a height). */
  quarterMd: { xs: 6, md: 3 },
}

/** A MUI text field bound to react-hook-form; shows the field's error (client or server) under it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  cell,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name })
  const { ref, value, ...fieldProps } = field
  const input = (
    <TextField
      fullWidth={cell !== undefined}
      {...props}
      {...fieldProps}
      value={value ?? ''}
      inputRef={ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
    />
  )
  return cell === undefined ? input : <Grid size={cell}>{input}</Grid>
}

/**
 * Binds FormTextField to one form and its schema's label map, so that each field is labelled by its name
 * (the label the schema's messages use): `const field = bindTextFields(form.control, REPAIR_LABELS)`, then
 * `field('phone', { cell: CELL.half, required: true })`. A `label` in the props replaces the map's.
 */
export function bindTextFields<T extends FieldValues>(control: Control<T>, labels: Readonly<Record<string, string>>) {
  return (name: FieldPath<T>, props: Omit<FormTextFieldProps<T>, 'control' | 'name'> = {}) => (
    <FormTextField control={control} name={name} label={labels[name]} {...props} />
  )
}

/**
 * An amount of money or a rate, full width: a number field that offers no negative value. `max` bounds
 * a percentage; `step` is any by default, the cents ('0.01') where a form counts in them, 1 for a count.
 */
export function FormAmountField<T extends FieldValues>({
  max,
  step = 'any',
  ...props
}: Omit<FormTextFieldProps<T>, 'type' | 'fullWidth' | 'slotProps'> & { max?: number; step?: string | number }) {
  return <FormTextField {...props} type="number" fullWidth slotProps={{ htmlInput: { min: 0, max, step } }} />
}

/**
 * A full-width date (or, with `type="time"`, time) field bound to react-hook-form; its label stays above
 * the browser's mask.
 */
export function FormDateField<T extends FieldValues>({
  type = 'date',
  ...props
}: Omit<FormTextFieldProps<T>, 'type' | 'fullWidth' | 'slotProps'> & { type?: 'date' | 'time' }) {
  return <FormTextField {...props} type={type} fullWidth slotProps={{ inputLabel: { shrink: true } }} />
}
