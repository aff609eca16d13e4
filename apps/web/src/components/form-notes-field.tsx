import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx'

/** A form's free text (a description, a note, an address): the full width, two lines to start with. */
export function FormNotesField<T extends FieldValues>({
  control,
  name,
  label,
  cell,
}: {
  control: Control<T>
  name: FieldPath<T>
  label: string
  cell?: FormTextFieldProps<T>['cell']
}) {
  return <FormTextField control={control} name={name} label={label} cell={cell} fullWidth multiline minRows={2} />
}
