import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useSearchParams } from 'react-router'
import { BuyByProduct } from './components/buy-by-product.tsx'
import { BuyBySupplier } from './components/buy-by-supplier.tsx'

const TABS = [
  { value: 'supplier', label: 'Buy By Supplier' },
  { value: 'product', label: 'Buy By Product' },
] as const

/** The purchasing area (spec 002 §2.8): BuyBySuppilier and BuyByProduct tabs. */
export function BuyPage() {
  const [params, setParams] = useSearchParams()
  const current = TABS.find((tab) => tab.value === params.get('tab')) ?? TABS[0]
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Buy
      </Typography>
      <Tabs
        value={current.value}
        onChange={(_, value: string) => setParams({ tab: value }, { replace: true })}
        sx={{ mb: 2 }}
      >
        {TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} />
        ))}
      </Tabs>
      {current.value === 'supplier' ? <BuyBySupplier /> : <BuyByProduct />}
    </>
  )
}
