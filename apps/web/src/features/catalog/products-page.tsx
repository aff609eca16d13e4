import { TabbedPage } from '../../components/tabbed-page.tsx'
import { CategoryTree } from './components/category-tree.tsx'
import { ProductsList } from './components/products-list.tsx'

// Spec 000 §2: route Products with the tabs ProductsCategories and ProductsList; the tab is kept in the URL.
const TABS = [
  { value: 'list', label: 'Products', id: 'ProductsList' },
  { value: 'categories', label: 'Categories', id: 'ProductsCategories' },
] as const

export function ProductsPage() {
  return (
    <TabbedPage title="Products" label="Products and categories" tabs={TABS}>
      {(current) => (current.value === 'list' ? <ProductsList /> : <CategoryTree />)}
    </TabbedPage>
  )
}
