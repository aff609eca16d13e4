import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DisplayPairing, PairDisplayInput } from '@counterpart/domain/schemas/customer-display'
import { DISPLAY_API } from '@counterpart/domain/schemas/customer-display-texts'
import { api } from '../../../lib/api.ts'
import { pairingQuery } from './get-pairing.ts'

/** POST /customer-display/pair: the code the till shows; the answer's cookie makes this device its display. */
export function usePairDisplay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PairDisplayInput) =>
      api.post<DisplayPairing>(DISPLAY_API.pair, input, { overlay: false, skipGlobalHandler: true }),
    onSuccess: (pairing) => queryClient.setQueryData(pairingQuery.queryKey, pairing),
  })
}
