import { useMutation } from '@tanstack/react-query'
import { api, type MessageResponse } from '../api.ts'

/** POST /email-sale-invoice/{id}: a real mail with the invoice PDF attached. */
export function emailSaleInvoice({ id, emailTo }: { id: number; emailTo: string }): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/email-sale-invoice/${id}`, { emailTo }, { skipGlobalHandler: [502] })
}

export function useEmailSaleInvoice() {
  return useMutation({ mutationFn: emailSaleInvoice })
}
