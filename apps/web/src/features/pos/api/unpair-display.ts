import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DISPLAY_API } from '@counterpart/domain/schemas/customer-display-texts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { tillHeaders } from '../../../lib/till.ts'

/** DELETE /customer-display/displays/{id}: the display stops showing this till and asks for a code again. */
export function useUnpairDisplay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<MessageResponse>(`${DISPLAY_API.displays}/${id}`, { headers: tillHeaders() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer-display', 'displays'] }),
  })
}
