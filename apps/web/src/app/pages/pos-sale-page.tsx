import { lazy } from 'react'
import { PosPage } from '../../features/pos/pos-page.tsx'
import { PosAddOnsContext, type PosAddOns } from '../../features/pos/pos-add-ons.ts'

// The repair, bill and buy-back forms and searches belong to their areas and load only when their tab opens,
// so the terminal's own chunk stays small.
const ADD_ONS: PosAddOns = {
  RepairForm: lazy(() =>
    import('../../features/repairs/components/repair-form.tsx').then((m) => ({ default: m.RepairForm })),
  ),
  BillForm: lazy(() => import('../../features/bills/components/bill-form.tsx').then((m) => ({ default: m.BillForm }))),
  CustomProductForm: lazy(() =>
    import('../../features/buyback/components/custom-product-form.tsx').then((m) => ({ default: m.CustomProductForm })),
  ),
  CustomProductSearch: lazy(() =>
    import('../../features/buyback/components/custom-product-search.tsx').then((m) => ({
      default: m.CustomProductSearch,
    })),
  ),
  RepairSearch: lazy(() =>
    import('../../features/repairs/components/repair-search.tsx').then((m) => ({ default: m.RepairSearch })),
  ),
  TillDay: lazy(() =>
    import('../../features/tills/components/terminal-till-day.tsx').then((m) => ({ default: m.TerminalTillDay })),
  ),
}

/** The POS terminal with the other areas' forms and searches its dialogs offer. */
export function PosSalePage() {
  return (
    <PosAddOnsContext value={ADD_ONS}>
      <PosPage />
    </PosAddOnsContext>
  )
}
