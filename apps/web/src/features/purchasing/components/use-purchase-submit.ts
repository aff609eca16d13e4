import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { pathOf } from '../../../app/routes.tsx'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useCreatePurchase } from '../api/create-purchase.ts'
import {
  EMPTY_HEADER,
  liveTotals,
  purchaseBody,
  type PurchaseHeaderValues,
  type PurchaseLineValues,
} from './purchase-form-state.ts'

/** The header form and the save of both purchase forms; after a save the purchase detail opens. */
export function usePurchaseSubmit() {
  const header = useForm<PurchaseHeaderValues>({ defaultValues: EMPTY_HEADER })
  const create = useCreatePurchase()
  const navigate = useNavigate()
  const [otherErrors, setOtherErrors] = useState<string[]>([])

  async function save(supplierId: number, lines: readonly PurchaseLineValues[]) {
    setOtherErrors([])
    const values = header.getValues()
    const totals = liveTotals(values, lines)
    if (!totals) return
    try {
      const answer = await create.mutateAsync(purchaseBody(supplierId, values, lines, totals))
      showSnackbar(answer.message, 'success')
      void navigate(pathOf('PurchaseTransactionDetails', { id: answer.id }))
    } catch (error) {
      setOtherErrors(applyServerErrors(error, header))
    }
  }

  return { header, save, saving: create.isPending, otherErrors }
}
