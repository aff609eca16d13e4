import { useMutation } from '@tanstack/react-query'
import type { MailTestInput } from '@counterpart/domain/schemas/settings'
import { api, type MessageResponse } from '../../../lib/api.ts'

export interface TestMailResponse extends MessageResponse {
  sent: boolean
  /** The SMTP server's answer, e.g. "250 2.0.0 Ok: queued as 4F2A1". */
  response: string
}

export function sendTestMail(input: MailTestInput): Promise<TestMailResponse> {
  return api.post<TestMailResponse>('/setting-mail-test', input)
}

export function useSendTestMail() {
  return useMutation({ mutationFn: sendTestMail })
}
