import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ProductPayload } from '@counterpart/domain/schemas/catalog'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useCreateProduct } from './api/create-product.ts'
import { useProduct } from './api/get-product.ts'
import { useProductFormData } from './api/get-product-form-data.ts'
import { useUpdateProduct } from './api/update-product.ts'
import { ProductForm } from './components/product-form.tsx'

/** AddNewProduct and EditProduct: edit mode when the route has an id (spec 000 §2). */
export function ProductFormPage() {
  const params = useParams()
  const id = params.id ? Number(params.id) : null
  const navigate = useNavigate()
  const existing = useProduct(id)
  const formData = useProductFormData()
  const create = useCreateProduct()
  const update = useUpdateProduct()
  const editing = id !== null

  // Save goes to ProductDetail when editing, otherwise to Products.
  async function save(values: ProductPayload) {
    if (id !== null) {
      showSnackbar((await update.mutateAsync({ id, input: values })).message, 'success')
      void navigate(pathOf('ProductDetail', { id }))
    } else {
      showSnackbar((await create.mutateAsync(values)).message, 'success')
      void navigate(pathOf('Products'))
    }
  }

  let body
  if ((editing && existing.isPending) || formData.isPending)
    body = <CircularProgress aria-label="Loading the product" />
  else if ((editing && existing.isError) || formData.isError)
    body = <Alert severity="error">The product could not be loaded.</Alert>
  else
    body = (
      <ProductForm
        key={existing.data?.product.id ?? 'new'}
        product={existing.data?.product ?? null}
        stocks={existing.data?.stocks ?? []}
        formData={formData.data}
        busy={create.isPending || update.isPending}
        onSubmit={save}
        onCancel={() => void navigate(id !== null ? pathOf('ProductDetail', { id }) : pathOf('Products'))}
      />
    )

  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {editing ? 'Edit Product' : 'Add New Product'}
        </Typography>
        <Button component={RouterLink} to={pathOf('Products')}>
          Products
        </Button>
      </Stack>
      {body}
    </>
  )
}
