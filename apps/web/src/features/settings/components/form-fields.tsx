import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Grid, { type GridProps } from '@mui/material/Grid'
import Slider from '@mui/material/Slider'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField, { type StandardTextFieldProps } from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import { SETTINGS_BOUNDS, type BoundedSetting } from '@counterpart/domain/schemas/settings'
import { useId, type ReactNode } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { tr } from '@counterpart/domain/i18n/translate'

interface BoundProps<T extends FieldValues> {
  control: Control<T>
  name: FieldPath<T>
  label: string
  disabled?: boolean
  /** The field stands in a grid item of this size on the settings form's grid. */
  cell?: GridProps['size']
}

/** A field alone, or in its grid item when the form gives it a cell. */
function inCell(cell: GridProps['size'] | undefined, field: ReactNode) {
  return cell === undefined ? field : <Grid size={cell}>{field}</Grid>
}

/** A slider between the setting's bounds, its value beside the label, the field's error under it. */
export function SliderField<T extends FieldValues>({
  control,
  name,
  label,
  min,
  max,
  step = 1,
  unit = '',
  disabled,
  cell,
}: BoundProps<T> & { min: number; max: number; step?: number; unit?: string }) {
  const { t } = useTranslation('settings')
  const { field, fieldState } = useController({ control, name })
  const id = useId()
  const value = typeof field.value === 'number' ? field.value : min
  return inCell(
    cell,
    // The padding keeps the end labels of two sliders side by side from touching.
    <Stack spacing={0.5} sx={{ px: 1.5 }}>
      <Typography id={id} variant="body2">
        {t('settings:labelColon', { label })} <strong>{`${value}${unit}`}</strong>
      </Typography>
      <Slider
        name={field.name}
        value={value}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        valueLabelDisplay="auto"
        marks={[
          { value: min, label: `${min}` },
          { value: max, label: `${max}` },
        ]}
        aria-labelledby={id}
        onChange={(_event, next) => field.onChange(Array.isArray(next) ? next[0] : next)}
        onBlur={field.onBlur}
      />
      {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
    </Stack>,
  )
}

/** An on/off setting. */
export function SwitchField<T extends FieldValues>({ control, name, label, disabled }: BoundProps<T>) {
  const { field, fieldState } = useController({ control, name })
  return (
    <Stack>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Switch
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
      />
      {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
    </Stack>
  )
}

/**
 * A whole-number field: the form keeps a number (what the schema checks), the input shows text. A blank
 * or unreadable entry becomes NaN, which the schema reports under the field.
 */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  cell,
  ...props
}: BoundProps<T> & Omit<StandardTextFieldProps, 'name' | 'value' | 'onChange' | 'label'>) {
  const { field, fieldState } = useController({ control, name })
  const value = typeof field.value === 'number' && !Number.isNaN(field.value) ? String(field.value) : ''
  return inCell(
    cell,
    <TextField
      {...props}
      label={label}
      name={field.name}
      type="number"
      value={value}
      disabled={disabled}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? props.helperText}
      fullWidth
    />,
  )
}

type SliderProps = Omit<Parameters<typeof SliderField>[0], 'control' | 'name' | 'label' | 'min' | 'max'>
type NumberProps = Omit<Parameters<typeof NumberField>[0], 'control' | 'name' | 'label'> & {
  /** Put after the label in brackets: `mm` labels the printer width "Printer width (mm)". */
  unit?: string
}

/**
 * Binds the settings' number fields and sliders to one form and its schema's label map, so that each is
 * labelled by its name (the label the schema's messages use) and kept to its SETTINGS_BOUNDS, where it
 * has some: `const { number, slider } = bindSettingsFields(control, POS_SETTINGS_LABELS)`,
 * then `number('printerWidth', { cell: CELL.quarterMd, unit: 'mm' })` or `slider('volume', { cell })`.
 */
export function bindSettingsFields<T extends FieldValues, K extends string>(
  control: Control<T>,
  labels: Readonly<Record<K, string>>,
) {
  return {
    number: (name: FieldPath<T> & K, { unit, ...props }: NumberProps = {}) => {
      const bounds = name in SETTINGS_BOUNDS ? SETTINGS_BOUNDS[name as BoundedSetting] : undefined
      const label = unit === undefined ? labels[name] : tr('settings:withUnit', { label: labels[name], unit })
      return (
        <NumberField
          control={control}
          name={name}
          label={label}
          slotProps={bounds && { htmlInput: bounds }}
          {...props}
        />
      )
    },
    slider: (name: FieldPath<T> & K & BoundedSetting, props: SliderProps = {}) => (
      <SliderField control={control} name={name} label={labels[name]} {...SETTINGS_BOUNDS[name]} {...props} />
    ),
  }
}

/** One on/off setting of a SwitchFields group. */
export interface SwitchFieldEntry<T extends FieldValues> {
  name: FieldPath<T>
  label: string
}

/** On/off settings by name, each labelled from the schema's label map (the label its messages use). */
export function labelledSwitches<L extends Readonly<Record<string, string>>, N extends keyof L & string>(
  labels: L,
  names: readonly N[],
): { name: N; label: L[N] }[] {
  // The label is read when drawn (a getter), so it follows the page's language.
  return names.map((name) => ({
    name,
    get label() {
      return labels[name]
    },
  }))
}

/** A group of on/off settings, each in its own grid item of the given size. */
export function SwitchFields<T extends FieldValues>({
  control,
  fields,
  size,
}: {
  control: Control<T>
  fields: readonly SwitchFieldEntry<T>[]
  size: GridProps['size']
}) {
  return fields.map(({ name, label }) => (
    <Grid key={name} size={size}>
      <SwitchField control={control} name={name} label={label} />
    </Grid>
  ))
}

/** A heading that starts a group of fields on a settings form's grid. */
export function SettingsHeading({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Grid size={12}>
      <Typography variant="subtitle1" component="h3" sx={sx}>
        {children}
      </Typography>
    </Grid>
  )
}
