import { useMutation } from '@tanstack/react-query'
import type { MessageResponse, SendMailInput } from '@counterpart/domain/schemas/reports'
import { api } from '../../../lib/api.ts'

export function sendMail(input: SendMailInput): Promise<MessageResponse> {
  // Field errors are shown under the quick mail's fields; other failures by the global handler.
  return api.post<MessageResponse>('/send-mail', input, { skipGlobalHandler: [422] })
}

export function useSendMail() {
  return useMutation({ mutationFn: sendMail })
}
