import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { WAREHOUSE_LABELS, warehouseInputSchema, type WarehouseRecord } from '@counterpart/domain/schemas/inventory'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { FormNotesField } from '../../components/form-notes-field.tsx'
import { bindTextFields, CELL } from '../../components/form-text-field.tsx'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useCreateWarehouse } from './api/create-warehouse.ts'
import { useWarehouse } from './api/get-warehouse.ts'
import { useUpdateWarehouse } from './api/update-warehouse.ts'
import { recordTexts, useZodForm } from '../../lib/use-zod-form.ts'
import { FormCard } from '../../components/form-card.tsx'

const LOCATION = 'location'

interface WarehouseFormValues {
  name: string
  email: string
  phone: string
  location: string
  maxVolume: string
}

function WarehouseForm({ warehouse }: { warehouse: WarehouseRecord | null }) {
  const navigate = useNavigate()
  const create = useCreateWarehouse()
  const update = useUpdateWarehouse()
  const { t } = useTranslation('inventory')
  const form = useZodForm<typeof warehouseInputSchema, WarehouseFormValues>(warehouseInputSchema, {
    defaultValues: {
      ...recordTexts(warehouse, ['name', 'email', 'phone', 'location']),
      maxVolume: warehouse ? String(warehouse.maxVolume) : '0',
    },
  })

  const field = bindTextFields(form.control, WAREHOUSE_LABELS)

  const save = async (values: WarehouseFormValues) => {
    const input = warehouseInputSchema.parse(values)
    if (warehouse) {
      showSnackbar((await update.mutateAsync({ id: warehouse.id, input })).message, 'success')
      void navigate(pathOf('WarehouseDetail', { id: warehouse.id }))
    } else {
      const answer = await create.mutateAsync(input)
      showSnackbar(answer.message, 'success')
      void navigate(pathOf('WarehouseDetail', { id: answer.id }))
    }
  }

  // Drawn out of the markup, so that the field names read as the keys they are.
  const nameField = field('name', { cell: CELL.half, required: true })
  const emailField = field('email', { cell: CELL.half, type: 'email' })
  const phoneField = field('phone', { cell: CELL.half })
  const volumeField = field('maxVolume', { cell: CELL.half, type: 'number' })

  return (
    <FormCard
      form={form}
      save={save}
      busy={create.isPending || update.isPending}
      cancel={
        <Button component={RouterLink} to={pathOf('Inventory')}>
          {t('inventory:actions.cancel')}
        </Button>
      }
    >
      {nameField}
      {emailField}
      {phoneField}
      {volumeField}
      <FormNotesField cell={12} control={form.control} name={LOCATION} label={WAREHOUSE_LABELS.location} />
    </FormCard>
  )
}

/** AddNewWarehouse and EditWarehouse (spec 002 §2.4, §5). */
export function WarehouseFormPage() {
  const params = useParams()
  const id = params.id ? Number(params.id) : null
  const existing = useWarehouse(id)
  const editing = id !== null
  const { t } = useTranslation('inventory')
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {editing ? t('inventory:warehouseForm.editTitle') : t('inventory:warehouseForm.addTitle')}
      </Typography>
      {editing && existing.isPending && <CircularProgress aria-label={t('inventory:warehouseForm.loading')} />}
      {editing && existing.isError && <Alert severity="error">{t('inventory:warehouseForm.loadFailed')}</Alert>}
      {(!editing || existing.data) && (
        <WarehouseForm key={existing.data?.warehouse.id ?? 'new'} warehouse={existing.data?.warehouse ?? null} />
      )}
    </>
  )
}
