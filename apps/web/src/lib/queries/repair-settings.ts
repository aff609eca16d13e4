import { useQuery } from '@tanstack/react-query'
import type { ChecklistCategory, ChecklistCategoryInput } from '@counterpart/domain/schemas/repair-evidence'
import type {
  MessageChannelInput,
  MessageChannelSettings,
  ProviderChannel,
  RepairMessageTemplate,
  RepairMessageTemplateInput,
} from '@counterpart/domain/schemas/repair-messages'
import { api, type MessageResponse } from '../api.ts'
import { invalidatingMutation } from '../query-hooks.ts'

/**
 * Issue 30, items 8 and 6: the device categories' checklists (read by the repair page and Settings), the
 * message templates of the statuses and the SMS and WhatsApp providers (Settings › Repair messages).
 */

const CATEGORIES_PATH = '/checklist-categories'
const categoriesKey = [CATEGORIES_PATH] as const

export function useChecklistCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: () => api.get<{ items: ChecklistCategory[] }>(CATEGORIES_PATH, { overlay: false }),
    select: (answer) => answer.items,
  })
}

export const useSaveChecklistCategory = invalidatingMutation(
  ({ id, input }: { id: number | null; input: ChecklistCategoryInput }) =>
    id === null
      ? api.post<MessageResponse>(CATEGORIES_PATH, input)
      : api.patch<MessageResponse>(`${CATEGORIES_PATH}/${id}`, input),
  [categoriesKey],
)

export const useRemoveChecklistCategory = invalidatingMutation(
  (id: number) => api.delete<MessageResponse>(`${CATEGORIES_PATH}/${id}`),
  [categoriesKey],
)

const TEMPLATES_PATH = '/repair-message-templates'
const templatesKey = [TEMPLATES_PATH] as const

export function useRepairMessageTemplates() {
  return useQuery({
    queryKey: templatesKey,
    queryFn: () => api.get<{ items: RepairMessageTemplate[] }>(TEMPLATES_PATH, { overlay: false }),
    select: (answer) => answer.items,
  })
}

export const useSaveRepairMessageTemplate = invalidatingMutation(
  (input: RepairMessageTemplateInput) => api.post<MessageResponse>(TEMPLATES_PATH, input),
  [templatesKey],
)

export const useRemoveRepairMessageTemplate = invalidatingMutation(
  (id: number) => api.delete<MessageResponse>(`${TEMPLATES_PATH}/${id}`),
  [templatesKey],
)

const CHANNELS_PATH = '/message-channels'
const channelsKey = [CHANNELS_PATH] as const

export function useMessageChannels(enabled = true) {
  return useQuery({
    queryKey: channelsKey,
    queryFn: () => api.get<{ items: MessageChannelSettings[] }>(CHANNELS_PATH, { overlay: false }),
    select: (answer) => answer.items,
    enabled,
  })
}

export const useSaveMessageChannel = invalidatingMutation(
  ({ channel, input }: { channel: ProviderChannel; input: MessageChannelInput }) =>
    api.post<MessageResponse>(`${CHANNELS_PATH}/${channel}`, input),
  [channelsKey],
)
