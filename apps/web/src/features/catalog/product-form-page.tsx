import Button from '@mui/material/Button'
import type { ProductPayload } from '@counterpart/domain/schemas/catalog'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { RecordFormPage } from '../../components/record-form-page.tsx'
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
  const { t } = useTranslation('catalog')

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

  return (
    <RecordFormPage
      title={editing ? t('catalog:form.editTitle') : t('catalog:form.addTitle')}
      action={
        <Button component={RouterLink} to={pathOf('Products')}>
          {t('catalog:page.productsTab')}
        </Button>
      }
      record="product"
      loading={(editing && existing.isPending) || formData.isPending}
      failed={(editing && existing.isError) || formData.isError}
    >
      {() =>
        formData.data && (
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
      }
    </RecordFormPage>
  )
}
