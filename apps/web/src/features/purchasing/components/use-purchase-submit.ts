import { purchaseHeaderSchema } from '@counterpart/domain/schemas/purchasing'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
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
import { zodFormResolver } from '../../../lib/use-zod-form.ts'

// The header's values are the fields' texts; the schema reads them as the server reads the request.
const headerResolver = zodFormResolver<PurchaseHeaderValues>(purchaseHeaderSchema)

/**
 * The header form and the save of both purchase forms; after a save the purchase detail opens. The
 * header is checked as it is typed, and in full on Save (a Due purchase without a due date stops there).
 */
export function usePurchaseSubmit() {
  const header = useForm<PurchaseHeaderValues>({
    defaultValues: EMPTY_HEADER,
    mode: 'onChange',
    resolver: headerResolver,
  })
  const create = useCreatePurchase()
  const navigate = useNavigate()
  const [otherErrors, setOtherErrors] = useState<string[]>([])

  async function save(supplierId: number, lines: readonly PurchaseLineValues[]) {
    setOtherErrors([])
    await header.handleSubmit(async (_checked) => {
      const values = header.getValues()
      const { totals } = liveTotals(values, lines)
      if (!totals) return
      try {
        const answer = await create.mutateAsync(purchaseBody(supplierId, values, lines, totals))
        showSnackbar(answer.message, 'success')
        void navigate(pathOf('PurchaseTransactionDetails', { id: answer.id }))
      } catch (error) {
        setOtherErrors(applyServerErrors(error, header))
      }
    })()
  }

  return { header, save, saving: create.isPending, otherErrors }
}
