import type { GiftCardDetail } from '@counterpart/domain/schemas/gift-cards'
import { useQuery } from '@tanstack/react-query'
import { GIFT_CARD_LIST_PATH } from '../../../lib/queries/gift-cards.ts'
import { api } from '../../../lib/api.ts'

/** GET /api/gift-cards/{code}: a card, its sale and history. A wrong code answers 404, shown by the caller. */
export function getGiftCard(code: string): Promise<GiftCardDetail> {
  return api.get<GiftCardDetail>(`${GIFT_CARD_LIST_PATH}/${encodeURIComponent(code)}`, {
    skipGlobalHandler: [404, 429],
  })
}

export function useGiftCard(code: string | null) {
  return useQuery({
    queryKey: [GIFT_CARD_LIST_PATH, 'code', code ?? ''],
    queryFn: () => getGiftCard(code ?? ''),
    enabled: code !== null && code !== '',
    retry: false,
  })
}
