import { TabbedPage } from '../../components/tabbed-page.tsx'
import { BuyByProduct } from './components/buy-by-product.tsx'
import { BuyBySupplier } from './components/buy-by-supplier.tsx'

const TABS = [
  { value: 'supplier', label: 'Buy By Supplier' },
  { value: 'product', label: 'Buy By Product' },
] as const

/** The purchasing area (spec 002 §2.8): BuyBySuppilier and BuyByProduct tabs. */
export function BuyPage() {
  return (
    <TabbedPage title="Buy" tabs={TABS}>
      {(current) => (current.value === 'supplier' ? <BuyBySupplier /> : <BuyByProduct />)}
    </TabbedPage>
  )
}
