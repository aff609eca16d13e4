import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { CategoryPayload } from '@counterpart/domain/schemas/catalog'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useCreateCategory } from './api/create-category.ts'
import { useCategories } from './api/get-categories.ts'
import { useCategory } from './api/get-category.ts'
import { useUpdateCategory } from './api/update-category.ts'
import { CategoryForm } from './components/category-form.tsx'

const CATEGORIES_TAB = `${pathOf('Products')}?tab=categories`

/** AddNewCategory and EditCategory: one form, the route id selects edit. */
export function CategoryFormPage() {
  const params = useParams()
  const id = params.id ? Number(params.id) : null
  const navigate = useNavigate()
  const existing = useCategory(id)
  const tree = useCategories()
  const create = useCreateCategory()
  const update = useUpdateCategory()
  const editing = id !== null

  async function save(values: CategoryPayload) {
    const answer = id !== null ? await update.mutateAsync({ id, input: values }) : await create.mutateAsync(values)
    showSnackbar(answer.message, 'success')
    void navigate(CATEGORIES_TAB)
  }

  let body
  if ((editing && existing.isPending) || tree.isPending) body = <CircularProgress aria-label="Loading the category" />
  else if ((editing && existing.isError) || tree.isError)
    body = <Alert severity="error">The category could not be loaded.</Alert>
  else
    body = (
      <CategoryForm
        key={existing.data?.category.id ?? 'new'}
        category={existing.data?.category ?? null}
        tree={tree.data}
        busy={create.isPending || update.isPending}
        onSubmit={save}
        onCancel={() => void navigate(CATEGORIES_TAB)}
      />
    )

  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {editing ? 'Edit Category' : 'Add New Category'}
        </Typography>
        <Button component={RouterLink} to={CATEGORIES_TAB}>
          Categories
        </Button>
      </Stack>
      {body}
    </>
  )
}
