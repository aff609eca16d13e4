import type { CustomProductSearchItem } from '@counterpart/domain/schemas/buyback'
import type { RepairSearchItem } from '@counterpart/domain/schemas/repairs'
import { createContext, useContext, type ComponentType, type ReactNode } from 'react'

/**
 * The other areas' forms and searches the terminal's Add and Advanced search dialogs show. Features never
 * import each other, so `app/` hands them in (lazily, so the terminal's own chunk stays small).
 */
export interface PosAddOns {
  RepairForm: ComponentType<{ repair: null; onSaved: () => void; onCancel: () => void }>
  BillForm: ComponentType<{ bill: null; onSaved: () => void; onCancel: () => void }>
  CustomProductForm: ComponentType<{ item: null; onSaved: () => void }>
  CustomProductSearch: ComponentType<{ action: (item: CustomProductSearchItem) => ReactNode }>
  RepairSearch: ComponentType<{ action: (item: RepairSearchItem) => ReactNode }>
  /** The till day at the terminal (issue 26): the float prompt and the Till menu, from the tills area. */
  TillDay: ComponentType
}

export const PosAddOnsContext = createContext<PosAddOns | null>(null)

export function usePosAddOns(): PosAddOns {
  const addOns = useContext(PosAddOnsContext)
  if (!addOns) throw new Error('The POS page is drawn without its add-ons (app/pages/pos-sale-page.tsx).')
  return addOns
}
