import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { TabbedPage } from '../../components/tabbed-page.tsx'
import { CategoryTree } from './components/category-tree.tsx'
import { ProductsList } from './components/products-list.tsx'

export function ProductsPage() {
  const { t } = useTranslation('catalog')
  // Spec 000 §2: route Products with the tabs ProductsCategories and ProductsList; the tab is kept in the URL.
  const tabs = useMemo(
    () =>
      [
        { value: 'list', label: t('catalog:page.productsTab'), id: 'ProductsList' },
        { value: 'categories', label: t('catalog:page.categoriesTab'), id: 'ProductsCategories' },
      ] as const,
    [t],
  )
  return (
    <TabbedPage title={t('catalog:page.title')} label={t('catalog:page.label')} tabs={tabs}>
      {(current) => (current.value === 'list' ? <ProductsList /> : <CategoryTree />)}
    </TabbedPage>
  )
}
