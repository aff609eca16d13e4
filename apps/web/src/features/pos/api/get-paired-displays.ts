import { queryOptions } from '@tanstack/react-query'
import type { PairedDisplayList } from '@counterpart/domain/schemas/customer-display'
import { DISPLAY_API } from '@counterpart/domain/schemas/customer-display-texts'
import { api } from '../../../lib/api.ts'
import { tillHeaders } from '../../../lib/till.ts'

/** GET /customer-display/displays: the till's paired displays (the publisher sends only while there are any). */
export const pairedDisplaysQuery = (tillId: number | null) =>
  queryOptions({
    queryKey: ['customer-display', 'displays', tillId] as const,
    queryFn: () =>
      api.get<PairedDisplayList>(DISPLAY_API.displays, {
        headers: tillHeaders(),
        overlay: false,
        skipGlobalHandler: true,
      }),
    enabled: tillId !== null,
    staleTime: 60_000,
  })
