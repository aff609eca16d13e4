import Autocomplete from '@mui/material/Autocomplete'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import TextField from '@mui/material/TextField'
import {
  type Category,
  CATEGORY_LABELS,
  categoryInputSchema,
  type CategoryPayload,
  type CategoryTreeNode,
} from '@counterpart/domain/schemas/catalog'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Controller, useWatch } from 'react-hook-form'
import { bindTextFields, CELL } from '../../../components/form-text-field.tsx'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { FormCard } from '../../../components/form-card.tsx'

export interface CategoryFormValues {
  name: string
  barcode: string
  mode: boolean
  parent_id: number | null
  children: number[]
}

interface Option {
  id: number
  name: string
  depth: number
}

/** The tree as a flat list in display order, each with its depth for indenting. */
export function flattenTree(nodes: CategoryTreeNode[], depth = 0): Option[] {
  return nodes.flatMap((node) => [{ id: node.id, name: node.name, depth }, ...flattenTree(node.children, depth + 1)])
}

function defaults(category: Category | null): CategoryFormValues {
  return {
    name: category?.name ?? '',
    barcode: category?.barcode ?? '',
    // A category that already has relations opens with them visible, whatever its stored flag.
    mode: category ? category.mode === 1 || category.parent_id !== null || category.children.length > 0 : false,
    parent_id: category?.parent_id ?? null,
    children: category?.children ?? [],
  }
}

interface CategoryFormProps {
  category: Category | null
  tree: CategoryTreeNode[]
  busy: boolean
  onSubmit: (values: CategoryPayload) => Promise<void>
  onCancel: () => void
}

/** AddNewCategory / EditCategory (spec 000 §2): name, code, and with relationship mode its parent and children. */
export function CategoryForm({ category, tree, busy, onSubmit, onCancel }: CategoryFormProps) {
  const form = useZodForm(categoryInputSchema, {
    defaultValues: defaults(category),
  })
  const options = useMemo(() => flattenTree(tree), [tree])
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options])
  const mode = useWatch({ control: form.control, name: 'mode' })
  const parentId = useWatch({ control: form.control, name: 'parent_id' })
  const selfId = category?.id ?? null
  const { t } = useTranslation('catalog')

  const field = bindTextFields(form.control, CATEGORY_LABELS)

  const optionLabel = (option: Option) => `${'\u2014 '.repeat(option.depth)}${option.name}`

  // Drawn out of the markup, so that the field names read as the keys they are.
  const nameField = field('name', { cell: CELL.half, required: true })
  const barcodeField = field('barcode', { cell: CELL.half })

  return (
    <FormCard
      form={form}
      save={async (values) => {
        await onSubmit(categoryInputSchema.parse(values))
      }}
      busy={busy}
      cancel={<Button onClick={onCancel}>{t('catalog:actions.cancel')}</Button>}
    >
      {nameField}
      {barcodeField}
      <Grid size={12}>
        <Controller
          control={form.control}
          name="mode"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label={t('catalog:categoryForm.relationshipMode')}
            />
          )}
        />
      </Grid>
      {mode && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="parent_id"
              render={({ field, fieldState }) => (
                <Autocomplete
                  options={options}
                  value={field.value === null ? null : (byId.get(field.value) ?? null)}
                  onChange={(_event, value) => field.onChange(value?.id ?? null)}
                  getOptionLabel={(option) => option.name}
                  renderOption={(props, option) => (
                    <li {...props} key={option.id}>
                      {optionLabel(option)}
                    </li>
                  )}
                  getOptionDisabled={(option) => option.id === selfId}
                  isOptionEqualToValue={(option, value) => option.id === value.id}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('catalog:categoryForm.parent')}
                      error={fieldState.error !== undefined}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="children"
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  options={options}
                  value={field.value
                    .map((id) => byId.get(id))
                    .filter((option): option is Option => option !== undefined)}
                  onChange={(_event, value) => field.onChange(value.map((option) => option.id))}
                  getOptionLabel={(option) => option.name}
                  renderOption={(props, option) => (
                    <li {...props} key={option.id}>
                      {optionLabel(option)}
                    </li>
                  )}
                  getOptionDisabled={(option) => option.id === selfId || option.id === parentId}
                  isOptionEqualToValue={(option, value) => option.id === value.id}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('catalog:categoryForm.children')}
                      error={fieldState.error !== undefined}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
          </Grid>
        </>
      )}
    </FormCard>
  )
}
