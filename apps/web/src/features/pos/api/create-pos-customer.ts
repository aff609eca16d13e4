import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createCustomer } from '../../../lib/queries/create-customer.ts'
import { customersQueryKey } from '../../../lib/queries/customer-list.ts'
import { POS_CUSTOMERS_PATH } from '../../../lib/queries/pos-customers.ts'

export interface NewPosCustomer {
  firstName: string
  lastName: string
  phone: string
  email: string
  address: string
}

/** The terminal's New Customer tab creates through the contacts area's POST /customer. */
export function useCreatePosCustomer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: NewPosCustomer) => createCustomer(input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [POS_CUSTOMERS_PATH] }),
        queryClient.invalidateQueries({ queryKey: customersQueryKey }),
      ]),
  })
}
