import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { useCustomProduct } from './api/get-custom-product.ts'
import { CustomProductForm } from './components/custom-product-form.tsx'

/** custom-product/{id?}, shown as Buy From Customer: a new purchase or the edit of one. */
export function CustomProductFormPage() {
  const params = useParams()
  const id = params.id ? Number(params.id) : null
  const navigate = useNavigate()
  const item = useCustomProduct(id)
  const editing = id !== null

  let body
  if (editing && item.isPending) body = <CircularProgress aria-label="Loading the item" />
  else if (editing && item.isError) body = <Alert severity="error">The item could not be loaded.</Alert>
  else
    body = (
      <CustomProductForm
        key={item.data?.id ?? 'new'}
        item={item.data ?? null}
        onSaved={(savedId) => void navigate(pathOf('CustomProductDetails', { id: savedId }))}
      />
    )

  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {editing ? 'Edit Purchase' : 'Buy From Customer'}
        </Typography>
        <Button component={RouterLink} to={pathOf('CustomProductList')}>
          Purchase list
        </Button>
      </Stack>
      {body}
    </>
  )
}
