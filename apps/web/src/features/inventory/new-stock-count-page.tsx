import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { CategoryTreeNode } from '@counterpart/domain/schemas/catalog'
import { COUNT_LABELS, countInputSchema } from '@counterpart/domain/schemas/stock-documents'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { CELL, bindTextFields } from '../../components/form-text-field.tsx'
import { bindSelectFields } from '../../components/form-choice-fields.tsx'
import { FormActions, FormErrorsAlert } from '../../components/form-actions.tsx'
import { api } from '../../lib/api.ts'
import { pathOf } from '../../lib/paths.ts'
import { useWarehouseOptions } from '../../lib/queries/warehouses.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useSubmitWithServerErrors, useZodForm } from '../../lib/use-zod-form.ts'
import { useStartCount } from './api/stock-counts.ts'

/** The category tree as one list, children indented under their parent. */
function flatten(nodes: readonly CategoryTreeNode[], depth = 0): { value: number; label: string }[] {
  return nodes.flatMap((node) => [
    { value: node.id, label: `${'\u00a0\u00a0'.repeat(depth)}${node.name}` },
    ...flatten(node.children, depth + 1),
  ])
}

/**
 * New count: a warehouse, or one category in it, counted blind (the counter sees no expected figures) or
 * with them. The count starts from each product's quantity now; the figures are typed on the next page.
 */
export function NewStockCountPage() {
  const navigate = useNavigate()
  const warehouses = useWarehouseOptions()
  // The same tree and key the products page reads.
  const categories = useQuery({
    queryKey: ['/categories-list'],
    queryFn: () => api.get<CategoryTreeNode[]>('/categories-list', { overlay: false }),
    select: (tree) => flatten(tree),
  })
  const start = useStartCount()
  const { t } = useTranslation('inventory')
  const form = useZodForm(countInputSchema, {
    defaultValues: { warehouse_id: '', category_id: '', blind: 1, note: '' },
  })
  const field = bindTextFields(form.control, COUNT_LABELS)
  const select = bindSelectFields(form.control, COUNT_LABELS)
  const { submit, otherErrors } = useSubmitWithServerErrors(form, async (values) => {
    const answer = await start.mutateAsync(countInputSchema.parse(values))
    showSnackbar(answer.message, 'success')
    void navigate(pathOf('StockCountDetail', { id: answer.id }))
  })
  // Drawn out of the markup, so that the field names read as the keys they are.
  const warehouseSelect = select(
    'warehouse_id',
    (warehouses.data ?? []).map((warehouse) => ({ value: warehouse.id, label: warehouse.name })),
    { cell: CELL.half, required: true },
  )
  const categorySelect = select(
    'category_id',
    [{ value: '', label: t('inventory:newCount.allProducts') }, ...(categories.data ?? [])],
    { cell: CELL.half },
  )
  const blindSelect = select(
    'blind',
    [
      { value: 1, label: t('inventory:newCount.blind') },
      { value: 0, label: t('inventory:newCount.withFigures') },
    ],
    { cell: CELL.half, label: t('inventory:newCount.counting') },
  )
  const noteField = field('note', { cell: CELL.half })
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('inventory:newCount.title')}
        </Typography>
        <Button component={RouterLink} to={`${pathOf('Inventory')}?tab=counts`}>
          {t('inventory:actions.back')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <FormErrorsAlert messages={otherErrors} />
          <Grid container spacing={2}>
            {warehouseSelect}
            {categorySelect}
            {blindSelect}
            {noteField}
          </Grid>
          <FormActions submitLabel={t('inventory:newCount.start')} loading={start.isPending} />
        </form>
      </Paper>
    </>
  )
}
