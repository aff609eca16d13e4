import type {
  StockTransferDetail,
  TransferInput,
  TransferReceiptInput,
} from '@counterpart/domain/schemas/stock-documents'
import { api } from '../../../lib/api.ts'
import { invalidatingMutation, recordQuery } from '../../../lib/query-hooks.ts'
import { listQueryKey } from '../../../components/list-query-key.ts'
import { STOCK_CHANGED_KEYS } from './stock-keys.ts'

/** GET /api/stock-transfers: the Transfers tab of Inventory. */
export const STOCK_TRANSFER_LIST_PATH = '/stock-transfers'
export const stockTransfersQueryKey = listQueryKey(STOCK_TRANSFER_LIST_PATH)

export const { useRecord: useStockTransfer } = recordQuery(
  (id) => [STOCK_TRANSFER_LIST_PATH, id] as const,
  (id) => api.get<StockTransferDetail>(`${STOCK_TRANSFER_LIST_PATH}/${id}`),
)

export const useSendTransfer = invalidatingMutation(
  (input: TransferInput) => api.post<{ message: string; id: number }>(STOCK_TRANSFER_LIST_PATH, input),
  [stockTransfersQueryKey, ...STOCK_CHANGED_KEYS],
)

export const useReceiveTransfer = invalidatingMutation(
  ({ id, lines }: { id: number } & TransferReceiptInput) =>
    api.post<{ message: string }>(`${STOCK_TRANSFER_LIST_PATH}/${id}/receive`, { lines }),
  [stockTransfersQueryKey, ...STOCK_CHANGED_KEYS],
)
