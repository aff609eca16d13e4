import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { WAREHOUSE_LABELS, warehouseInputSchema, type WarehouseRecord } from '@counterpart/domain/schemas/inventory'
import { useState } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { FormActions, FormErrorsAlert } from '../../components/form-actions.tsx'
import { pathOf } from '../../lib/paths.ts'
import { FormNotesField } from '../../components/form-notes-field.tsx'
import { CELL, FormTextField } from '../../components/form-text-field.tsx'
import { applyServerErrors } from '../../lib/form-errors.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useCreateWarehouse } from './api/create-warehouse.ts'
import { useWarehouse } from './api/get-warehouse.ts'
import { useUpdateWarehouse } from './api/update-warehouse.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'

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
  const [otherErrors, setOtherErrors] = useState<string[]>([])
  const form = useZodForm<typeof warehouseInputSchema, WarehouseFormValues>(warehouseInputSchema, {
    defaultValues: {
      name: warehouse?.name ?? '',
      email: warehouse?.email ?? '',
      phone: warehouse?.phone ?? '',
      location: warehouse?.location ?? '',
      maxVolume: warehouse ? String(warehouse.maxVolume) : '0',
    },
  })

  const submit = form.handleSubmit(async (values) => {
    setOtherErrors([])
    const input = warehouseInputSchema.parse(values)
    try {
      if (warehouse) {
        showSnackbar((await update.mutateAsync({ id: warehouse.id, input })).message, 'success')
        void navigate(pathOf('WarehouseDetail', { id: warehouse.id }))
      } else {
        const answer = await create.mutateAsync(input)
        showSnackbar(answer.message, 'success')
        void navigate(pathOf('WarehouseDetail', { id: answer.id }))
      }
    } catch (error) {
      setOtherErrors(applyServerErrors(error, form))
    }
  })

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormErrorsAlert messages={otherErrors} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          <FormTextField cell={CELL.half} control={form.control} name="name" label={WAREHOUSE_LABELS.name} required />
          <FormTextField
            cell={CELL.half}
            control={form.control}
            name="email"
            label={WAREHOUSE_LABELS.email}
            type="email"
          />
          <FormTextField cell={CELL.half} control={form.control} name="phone" label={WAREHOUSE_LABELS.phone} />
          <FormTextField
            cell={CELL.half}
            control={form.control}
            name="maxVolume"
            label={WAREHOUSE_LABELS.maxVolume}
            type="number"
          />
          <FormNotesField cell={12} control={form.control} name="location" label={WAREHOUSE_LABELS.location} />
        </Grid>
        <FormActions submitLabel="Save" disabled={create.isPending || update.isPending}>
          <Button component={RouterLink} to={pathOf('Inventory')}>
            Cancel
          </Button>
        </FormActions>
      </Paper>
    </Box>
  )
}

/** AddNewWarehouse and EditWarehouse (spec 002 §2.4, §5). */
export function WarehouseFormPage() {
  const params = useParams()
  const id = params.id ? Number(params.id) : null
  const existing = useWarehouse(id)
  const editing = id !== null
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {editing ? 'Edit Warehouse' : 'Add New Warehouse'}
      </Typography>
      {editing && existing.isPending && <CircularProgress aria-label="Loading the warehouse" />}
      {editing && existing.isError && <Alert severity="error">The warehouse could not be loaded.</Alert>}
      {(!editing || existing.data) && (
        <WarehouseForm key={existing.data?.warehouse.id ?? 'new'} warehouse={existing.data?.warehouse ?? null} />
      )}
    </>
  )
}
