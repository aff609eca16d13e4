import type {
  GiftCardRefundInput,
  GiftCardSaleAnswer,
  GiftCardSaleDocument,
  GiftCardSaleInput,
} from '@counterpart/domain/schemas/gift-cards'
import { GIFT_CARD_LIST_PATH } from '../../../lib/queries/gift-cards.ts'
import { listQueryKey } from '../../../components/list-query-key.ts'
import { api } from '../../../lib/api.ts'
import { invalidatingMutation, recordQuery } from '../../../lib/query-hooks.ts'
import { tillHeaders } from '../../../lib/till.ts'

export const GIFT_CARD_SALE_PATH = '/gift-card-sales'

export const { useRecord: useGiftCardSale } = recordQuery(
  (id) => [GIFT_CARD_SALE_PATH, id] as const,
  (id) => api.get<GiftCardSaleDocument>(`${GIFT_CARD_SALE_PATH}/${id}`),
)

/** POST /api/gift-cards at this device's till: the cards sold, their codes and barcodes for the receipt. */
export function sellGiftCards(sale: GiftCardSaleInput): Promise<GiftCardSaleAnswer> {
  return api.post<GiftCardSaleAnswer>(GIFT_CARD_LIST_PATH, sale, {
    headers: tillHeaders(),
    skipGlobalHandler: [409, 422],
  })
}

export const useSellGiftCards = invalidatingMutation(sellGiftCards, [listQueryKey(GIFT_CARD_LIST_PATH)])

/** POST /api/gift-card-sales/{id}/refund: refused (409) once a card of it was used. */
export const useRefundGiftCardSale = invalidatingMutation(
  ({ id, ...body }: GiftCardRefundInput & { id: number }) =>
    api.post<{ message: string }>(`${GIFT_CARD_SALE_PATH}/${id}/refund`, body, {
      headers: tillHeaders(),
      skipGlobalHandler: [409],
    }),
  ({ id }) => [[GIFT_CARD_SALE_PATH, id], listQueryKey(GIFT_CARD_LIST_PATH)],
)
