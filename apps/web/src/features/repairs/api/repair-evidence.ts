import { useQuery } from '@tanstack/react-query'
import type {
  PhotoStage,
  RepairChecklistInput,
  RepairSignatureInput,
} from '@counterpart/domain/schemas/repair-evidence'
import type { RepairMessage } from '@counterpart/domain/schemas/repair-messages'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { REPAIR_LIST_PATH } from './get-repairs.ts'

/** Issue 30, items 8 and 6: a ticket's messages and evidence (their settings: lib/queries/repair-settings.ts). */

const repairKey = (id: number) => [REPAIR_LIST_PATH, id] as const

const WAITING_POLL_MS = 5000
const waiting = (items: readonly RepairMessage[] | undefined) =>
  (items ?? []).some((message) => message.state === 'queued' || message.state === 'retried')

/**
 * A ticket's messages (GET /api/repair/{id}/messages), starting from those its detail brought; asked again
 * every few seconds while one is waiting to be sent, so the page shows it sent (or failing) without a reload.
 */
export function useRepairMessages(repairId: number, initial: RepairMessage[]) {
  return useQuery({
    queryKey: [...repairKey(repairId), 'messages'],
    queryFn: () => api.get<{ items: RepairMessage[] }>(`/repair/${repairId}/messages`, { overlay: false }),
    initialData: { items: initial },
    select: (answer) => answer.items,
    refetchInterval: (query) => (waiting(query.state.data?.items) ? WAITING_POLL_MS : false),
  })
}

export const useRetryRepairMessage = invalidatingMutation(
  ({ repairId, messageId }: { repairId: number; messageId: number }) =>
    api.post<MessageResponse>(`/repair/${repairId}/messages/${messageId}/retry`, undefined, { overlay: false }),
  ({ repairId }) => [repairKey(repairId)],
)

export interface PhotoUpload {
  repairId: number
  file: File
  stage: PhotoStage
  customerVisible: boolean
  caption: string
}

export const useAddRepairPhoto = invalidatingMutation(
  ({ repairId, file, stage, customerVisible, caption }: PhotoUpload) => {
    const form = new FormData()
    form.append('stage', stage)
    form.append('customerVisible', customerVisible ? '1' : '0')
    form.append('caption', caption)
    form.append('photo', file)
    return api.post<MessageResponse & { id: number }>(`/repair/${repairId}/photos`, form)
  },
  ({ repairId }) => [repairKey(repairId)],
)

export const useUpdateRepairPhoto = invalidatingMutation(
  ({ repairId, photoId, customerVisible }: { repairId: number; photoId: number; customerVisible: boolean }) =>
    api.patch<MessageResponse>(`/repair/${repairId}/photos/${photoId}`, { customerVisible }, { overlay: false }),
  ({ repairId }) => [repairKey(repairId)],
)

export const useRemoveRepairPhoto = invalidatingMutation(
  ({ repairId, photoId }: { repairId: number; photoId: number }) =>
    api.delete<MessageResponse>(`/repair/${repairId}/photos/${photoId}`),
  ({ repairId }) => [repairKey(repairId)],
)

export const useSaveRepairChecklist = invalidatingMutation(
  ({ repairId, input }: { repairId: number; input: RepairChecklistInput }) =>
    api.post<MessageResponse>(`/repair/${repairId}/checklists`, input),
  ({ repairId }) => [repairKey(repairId)],
)

export const useAddRepairSignature = invalidatingMutation(
  ({ repairId, input }: { repairId: number; input: RepairSignatureInput }) =>
    api.post<MessageResponse & { id: number }>(`/repair/${repairId}/signatures`, input),
  ({ repairId }) => [repairKey(repairId)],
)
