import Button from '@mui/material/Button'
import type { CategoryPayload } from '@counterpart/domain/schemas/catalog'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { RecordFormPage } from '../../components/record-form-page.tsx'
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
  const { t } = useTranslation('catalog')

  async function save(values: CategoryPayload) {
    const answer = id !== null ? await update.mutateAsync({ id, input: values }) : await create.mutateAsync(values)
    showSnackbar(answer.message, 'success')
    void navigate(CATEGORIES_TAB)
  }

  return (
    <RecordFormPage
      title={editing ? t('catalog:categoryForm.editTitle') : t('catalog:categoryForm.addTitle')}
      action={
        <Button component={RouterLink} to={CATEGORIES_TAB}>
          {t('catalog:page.categoriesTab')}
        </Button>
      }
      record="category"
      loading={(editing && existing.isPending) || tree.isPending}
      failed={(editing && existing.isError) || tree.isError}
    >
      {() =>
        tree.data && (
          <CategoryForm
            key={existing.data?.category.id ?? 'new'}
            category={existing.data?.category ?? null}
            tree={tree.data}
            busy={create.isPending || update.isPending}
            onSubmit={save}
            onCancel={() => void navigate(CATEGORIES_TAB)}
          />
        )
      }
    </RecordFormPage>
  )
}
