import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Tab from '@mui/material/Tab'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { DEFAULT_WAREHOUSE_ID, PRODUCT_TYPES, STANDARD_BARCODE_LENGTH } from '@counterpart/domain/constants'
import {
  PRODUCT_LABELS,
  type ProductDetail,
  type ProductFormData,
  productInputSchema,
  SERVICE_LABELS,
  serviceInputSchema,
  type ProductPayload,
  type ProductStock,
  type ProductType,
  type SupplierSummary,
} from '@counterpart/domain/schemas/catalog'
import { useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form'
import { TableHeadRow } from '../../../components/table-head-row.tsx'
import { bindSelectFields } from '../../../components/form-choice-fields.tsx'
import { FormActions, FormErrorsAlert } from '../../../components/form-actions.tsx'
import { bindTextFields, CELL, FormAmountField, FormTextField } from '../../../components/form-text-field.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { RichTextEditor } from './rich-text-editor.tsx'
import { PRODUCT_TYPE_KEYS } from '../../../components/product-type-keys.ts'
import { VariantsEditor, type VariantRow } from './variants-editor.tsx'
import { recordTexts, useSubmitWithServerErrors, zodFormResolver } from '../../../lib/use-zod-form.ts'

export interface ProductFormValues {
  name: string
  barcode: string
  category_id: number | null
  type: ProductType
  price: string
  cost: string
  qty: string
  suppliers: number[]
  warehouseSaleFrom: number
  unitOfMeasure: string
  imei: string
  sNumber: string
  description: string
  variants: VariantRow[]
  discounted: 0 | 1
  state: 0 | 1
  /** Issue 29: receiving it asks for one IMEI or serial per unit. */
  serialTracked: 0 | 1
}

function defaults(product: ProductDetail | null): ProductFormValues {
  return {
    ...recordTexts(product, ['name', 'barcode', 'unitOfMeasure', 'imei', 'sNumber', 'description']),
    category_id: product?.category_id ?? null,
    type: product?.type ?? 'Standard',
    price: String(product?.price ?? 0),
    cost: String(product?.cost ?? 0),
    qty: String(product?.qty ?? 0),
    suppliers: product?.suppliers.map((supplier) => supplier.id) ?? [],
    warehouseSaleFrom: product?.warehouseSaleFrom ?? DEFAULT_WAREHOUSE_ID,
    variants: product?.variants.map((row) => ({ variant: row.variant, price: String(row.price) })) ?? [],
    discounted: product?.discounted ?? 0,
    state: product?.state ?? 1,
    serialTracked: product?.serialTracked ?? 0,
  }
}

/** A Service has no stock: whatever the hidden stock fields hold, it is sent as 0. */
function normalise(values: ProductFormValues): ProductFormValues {
  return values.type === 'Service' ? { ...values, qty: '0', cost: '0', variants: [] } : values
}

const productResolver = zodFormResolver<ProductFormValues>(productInputSchema)
// A Service's price field reads Service Charges, and so do its messages.
const serviceResolver = zodFormResolver<ProductFormValues>(serviceInputSchema)
const resolver: Resolver<ProductFormValues> = (values, context, options) =>
  (values.type === 'Service' ? serviceResolver : productResolver)(normalise(values), context, options)

function supplierName(supplier: SupplierSummary): string {
  const name = `${supplier.firstName} ${supplier.lastName}`.trim()
  return supplier.company ? `${name} (${supplier.company})` : name
}

interface ProductFormProps {
  product: ProductDetail | null
  stocks: ProductStock[]
  formData: ProductFormData
  busy: boolean
  onSubmit: (values: ProductPayload) => Promise<void>
  onCancel: () => void
}

/** AddNewProduct / EditProduct (spec 000 §2 "Product form", §4): every field, server 422s under them. */
export function ProductForm({ product, stocks, formData, busy, onSubmit, onCancel }: ProductFormProps) {
  const { money } = useFormatters()
  const { t } = useTranslation('catalog')
  const form = useForm<ProductFormValues>({
    defaultValues: defaults(product),
    resolver,
  })
  // A product with purchased stock opens on that stock (issue 28, item 8): its basic qty and price are not
  // what the till sells at, so the form no longer greets the owner with "Qty 0" and an old price.
  const [stockTab, setStockTab] = useState<'basic' | 'purchase'>(() => (stocks.length > 0 ? 'purchase' : 'basic'))
  const type = useWatch({ control: form.control, name: 'type' })
  const barcode = useWatch({ control: form.control, name: 'barcode' })
  const price = useWatch({ control: form.control, name: 'price' })
  const hasStock = stocks.length > 0
  const categories = formData.categories
  const categoryById = useMemo(() => new Map(categories.map((category) => [category.id, category])), [categories])
  const supplierById = useMemo(
    () => new Map(formData.suppliers.map((supplier) => [supplier.id, supplier])),
    [formData.suppliers],
  )

  const { submit, otherErrors } = useSubmitWithServerErrors(form, async (values) => {
    await onSubmit(productInputSchema.parse(normalise(values)))
  })

  const field = bindTextFields(form.control, PRODUCT_LABELS)
  const select = bindSelectFields(form.control, PRODUCT_LABELS)

  const variantErrors =
    (form.formState.errors.variants as unknown as
      Record<string, { variant?: { message?: string }; price?: { message?: string } }> | undefined) ?? {}
  const variantMessages = Object.values(variantErrors)
    .flatMap((row) => [row?.variant?.message, row?.price?.message])
    .filter((message): message is string => typeof message === 'string')

  const section = (title: string, children: ReactNode) => (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  )

  const moneyField = (name: 'price' | 'cost', label: string, disabled = false) => (
    <FormAmountField control={form.control} name={name} label={label} disabled={disabled} step="0.01" />
  )

  // The fields are drawn here, out of the markup, so that their names read as the keys they are.
  const nameField = field('name', { cell: CELL.thirdMd, required: true })
  const servicePriceField = moneyField('price', SERVICE_LABELS.price)
  const costField = moneyField('cost', PRODUCT_LABELS.cost, hasStock)
  const priceField = moneyField('price', PRODUCT_LABELS.price, hasStock)
  const typeOptions = PRODUCT_TYPES.map((value) => ({ value, label: t(PRODUCT_TYPE_KEYS[value]) }))
  const typeSelect = select('type', typeOptions, { cell: CELL.halfMd })
  const warehouseSelect = select(
    'warehouseSaleFrom',
    formData.warehouses.map((warehouse) => ({ value: warehouse.id, label: warehouse.name })),
    { cell: CELL.halfMd },
  )
  const unitSelect = select(
    'unitOfMeasure',
    [
      { value: '', label: <em>{t('catalog:form.none')}</em> },
      ...formData.units.map((unit) => ({ value: unit, label: unit })),
    ],
    { cell: CELL.halfMd },
  )
  const imeiField = field('imei', { cell: CELL.halfMd })
  const serialField = field('sNumber', { cell: CELL.halfMd })

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        <FormErrorsAlert messages={otherErrors} mb={0} />

        {section(
          t('catalog:form.general'),
          <Grid container spacing={2}>
            {nameField}
            <FormTextField
              cell={CELL.thirdMd}
              control={form.control}
              name="barcode"
              label={PRODUCT_LABELS.barcode}
              helperText={t('catalog:form.barcodeHelp', { count: barcode.length, length: STANDARD_BARCODE_LENGTH })}
              slotProps={{ htmlInput: { maxLength: 64 } }}
            />
            <Grid size={{ xs: 12, md: 4 }}>
              <Controller
                control={form.control}
                name="category_id"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    options={categories}
                    value={field.value === null ? null : (categoryById.get(field.value) ?? null)}
                    onChange={(_event, value) => field.onChange(value?.id ?? null)}
                    getOptionLabel={(option) => option.name}
                    isOptionEqualToValue={(option, value) => option.id === value.id}
                    renderOption={(props, option) => (
                      <li {...props} key={option.id}>
                        {option.name}
                      </li>
                    )}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label={t('catalog:form.category')}
                        error={fieldState.error !== undefined}
                        helperText={fieldState.error?.message}
                      />
                    )}
                  />
                )}
              />
            </Grid>
          </Grid>,
        )}

        {type === 'Service'
          ? section(
              t('catalog:form.service'),
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 4 }}>{servicePriceField}</Grid>
              </Grid>,
            )
          : section(
              t('catalog:form.stock'),
              <>
                <Tabs
                  value={stockTab}
                  onChange={(_event, value: 'basic' | 'purchase') => setStockTab(value)}
                  sx={{ mb: 2 }}
                >
                  <Tab value="basic" label={t('catalog:form.sellOnBasic')} />
                  <Tab value="purchase" label={t('catalog:form.planToPurchase')} />
                </Tabs>
                {stockTab === 'basic' ? (
                  <Grid container spacing={2}>
                    <FormAmountField
                      cell={CELL.thirdMd}
                      control={form.control}
                      name="qty"
                      label={PRODUCT_LABELS.qty}
                      disabled={hasStock}
                      step={1}
                    />
                    <Grid size={{ xs: 12, md: 4 }}>{costField}</Grid>
                    <Grid size={{ xs: 12, md: 4 }}>{priceField}</Grid>
                    {hasStock && (
                      <Grid size={12}>
                        <Alert severity="info">{t('catalog:form.followsStock')}</Alert>
                      </Grid>
                    )}
                  </Grid>
                ) : hasStock ? (
                  <>
                    <Alert severity="info" sx={{ mb: 1 }}>
                      {t('catalog:form.followsStockBelow')}
                    </Alert>
                    <Table size="small" aria-label={t('catalog:form.purchaseStock')}>
                      <TableHeadRow
                        cells={[
                          t('catalog:form.columns.warehouse'),
                          { label: t('catalog:form.columns.quantity'), align: 'right' },
                          { label: t('catalog:form.columns.sold'), align: 'right' },
                          { label: t('catalog:form.columns.cost'), align: 'right' },
                          { label: t('catalog:form.columns.price'), align: 'right' },
                        ]}
                      />
                      <TableBody>
                        {stocks.map((stock) => (
                          <TableRow key={stock.id}>
                            <TableCell>{stock.warehouse.name}</TableCell>
                            <TableCell align="right">{stock.quantity}</TableCell>
                            <TableCell align="right">{stock.sold}</TableCell>
                            <TableCell align="right">
                              <bdi>{money(stock.cost)}</bdi>
                            </TableCell>
                            <TableCell align="right">
                              <bdi>{money(stock.price)}</bdi>
                            </TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </>
                ) : (
                  <Alert severity="info">{t('catalog:form.updatesAutomatically')}</Alert>
                )}
              </>,
            )}

        {type === 'Combo' &&
          section(
            t('catalog:form.comboVariants'),
            <Controller
              control={form.control}
              name="variants"
              render={({ field }) => (
                <VariantsEditor
                  value={field.value}
                  onChange={field.onChange}
                  basePrice={price}
                  errors={variantMessages}
                />
              )}
            />,
          )}

        {section(
          t('catalog:form.description'),
          <Controller
            control={form.control}
            name="description"
            render={({ field, fieldState }) => (
              <RichTextEditor
                label={t('catalog:form.description')}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />,
        )}

        {section(
          t('catalog:form.properties'),
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={form.control}
                name="suppliers"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    multiple
                    options={formData.suppliers}
                    value={field.value
                      .map((id) => supplierById.get(id))
                      .filter((supplier): supplier is SupplierSummary => supplier !== undefined)}
                    onChange={(_event, value) => field.onChange(value.map((supplier) => supplier.id))}
                    getOptionLabel={supplierName}
                    isOptionEqualToValue={(option, value) => option.id === value.id}
                    renderOption={(props, option) => (
                      <li {...props} key={option.id}>
                        {supplierName(option)}
                      </li>
                    )}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label={t('catalog:form.suppliers')}
                        placeholder={field.value.length === 0 ? t('catalog:form.noSupplierPlaceholder') : undefined}
                        slotProps={{
                          ...params.slotProps,
                          inputLabel: { ...params.slotProps.inputLabel, shrink: true },
                        }}
                        error={fieldState.error !== undefined}
                        helperText={fieldState.error?.message}
                      />
                    )}
                  />
                )}
              />
            </Grid>
            {typeSelect}
            {warehouseSelect}
            {unitSelect}
          </Grid>,
        )}

        {section(
          t('catalog:form.extras'),
          <Grid container spacing={2}>
            {imeiField}
            {serialField}
            {type !== 'Service' && (
              <Grid size={12}>
                <Controller
                  control={form.control}
                  name="serialTracked"
                  render={({ field: tracked }) => (
                    <FormControlLabel
                      control={
                        <Switch
                          checked={tracked.value === 1}
                          onChange={(_event, checked) => tracked.onChange(checked ? 1 : 0)}
                        />
                      }
                      label={PRODUCT_LABELS.serialTracked}
                    />
                  )}
                />
                <Typography variant="body2" color="text.secondary">
                  {t('catalog:form.serialTrackedHelp')}
                </Typography>
              </Grid>
            )}
          </Grid>,
        )}

        <FormActions submitLabel={t('catalog:actions.save')} disabled={busy} mt={0}>
          <Button onClick={onCancel}>{t('catalog:actions.cancel')}</Button>
        </FormActions>
      </Stack>
    </Box>
  )
}
