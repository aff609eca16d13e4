import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useSearchParams } from 'react-router'
import { CategoryTree } from './components/category-tree.tsx'
import { ProductsList } from './components/products-list.tsx'

// Spec 000 §2: route Products with the tabs ProductsCategories and ProductsList; the tab is kept in the URL.
const TABS = [
  { value: 'list', label: 'Products', name: 'ProductsList' },
  { value: 'categories', label: 'Categories', name: 'ProductsCategories' },
] as const

export function ProductsPage() {
  const [params, setParams] = useSearchParams()
  const current = TABS.find((tab) => tab.value === params.get('tab')) ?? TABS[0]
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Products
      </Typography>
      <Tabs
        value={current.value}
        onChange={(_, value: string) => setParams({ tab: value }, { replace: true })}
        sx={{ mb: 2 }}
        aria-label="Products and categories"
      >
        {TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} id={tab.name} />
        ))}
      </Tabs>
      {current.value === 'list' ? <ProductsList /> : <CategoryTree />}
    </>
  )
}
