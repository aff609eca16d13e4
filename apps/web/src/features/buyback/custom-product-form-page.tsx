import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { RecordFormPage } from '../../components/record-form-page.tsx'
import { useCustomProduct } from './api/get-custom-product.ts'
import { CustomProductForm } from './components/custom-product-form.tsx'

/** custom-product/{id?}, shown as Buy From Customer: a new purchase or the edit of one. */
export function CustomProductFormPage() {
  const { t } = useTranslation('buyback')
  const params = useParams()
  const id = params.id ? Number(params.id) : null
  const navigate = useNavigate()
  const item = useCustomProduct(id)
  const editing = id !== null

  return (
    <RecordFormPage
      title={editing ? t('buyback:form.editTitle') : t('buyback:list.title')}
      action={
        <Button component={RouterLink} to={pathOf('CustomProductList')}>
          {t('buyback:form.backToList')}
        </Button>
      }
      record="item"
      loading={editing && item.isPending}
      failed={editing && item.isError}
    >
      {() => (
        <CustomProductForm
          key={item.data?.id ?? 'new'}
          item={item.data ?? null}
          onSaved={(savedId) => void navigate(pathOf('CustomProductDetails', { id: savedId }))}
        />
      )}
    </RecordFormPage>
  )
}
