import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { TabbedPage } from '../../components/tabbed-page.tsx'
import { BuyByProduct } from './components/buy-by-product.tsx'
import { BuyBySupplier } from './components/buy-by-supplier.tsx'

/** The purchasing area (spec 002 §2.8): BuyBySuppilier and BuyByProduct tabs. */
export function BuyPage() {
  const { t } = useTranslation('purchasing')
  const tabs = useMemo(
    () =>
      [
        { value: 'supplier', label: t('purchasing:buy.bySupplier') },
        { value: 'product', label: t('purchasing:buy.byProduct') },
      ] as const,
    [t],
  )
  return (
    <TabbedPage title={t('purchasing:buy.title')} tabs={tabs}>
      {(current) => (current.value === 'supplier' ? <BuyBySupplier /> : <BuyByProduct />)}
    </TabbedPage>
  )
}
