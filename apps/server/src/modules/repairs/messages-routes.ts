import { z } from 'zod'
import {
  messageChannelInputSchema,
  messageChannelListSchema,
  messageChannelParamsSchema,
  REPAIR_MESSAGE_MESSAGES,
  repairMessageParamsSchema,
  repairMessageSchema,
  repairMessageTemplateInputSchema,
  repairMessageTemplateListSchema,
} from '@counterpart/domain/schemas/repair-messages'
import { createdResponseSchema, messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { addedWith, doneWith, idParams, route } from '../../platform/routes.ts'
import type { RepairMessagesService } from './outbox.ts'

/**
 * Messages to customers (issue 30, item 8): a ticket's messages and their retry (repairManage), the
 * templates per status (repairStatusManage, beside the statuses), the SMS and WhatsApp providers
 * (mailSetting, beside the mail server: the token is a credential, write-only).
 */
export function repairMessagesRoutes(messages: RepairMessagesService) {
  return [
    route({
      method: 'GET',
      url: '/repair/:id/messages',
      gate: 'repairManage',
      summary: "A repair job's messages to the customer, oldest first, each with its state and attempts",
      params: idParams,
      response: z.object({ items: z.array(repairMessageSchema) }),
      handler: async ({ params }) => ({ items: await messages.list(params.id) }),
    }),
    route({
      method: 'POST',
      url: '/repair/:id/messages/:messageId/retry',
      gate: 'repairManage',
      summary: 'Sends a failed message again (a new round of attempts); 409 for one that has not failed',
      params: repairMessageParamsSchema,
      response: messageResponseSchema,
      handler: ({ params }) => doneWith(messages.retry(params.id, params.messageId), REPAIR_MESSAGE_MESSAGES.retried),
    }),
    route({
      method: 'GET',
      url: '/repair-message-templates',
      gate: 'repairStatusManage',
      summary: 'The message templates of the repair statuses, one per status and channel',
      response: repairMessageTemplateListSchema,
      handler: async () => ({ items: await messages.templates() }),
    }),
    route({
      method: 'POST',
      url: '/repair-message-templates',
      gate: 'repairStatusManage',
      summary: "Sets what entering a status sends on a channel (replaces that status and channel's template)",
      body: repairMessageTemplateInputSchema,
      response: createdResponseSchema,
      handler: ({ body }) => addedWith(messages.saveTemplate(body), REPAIR_MESSAGE_MESSAGES.templateSaved),
    }),
    route({
      method: 'DELETE',
      url: '/repair-message-templates/:id',
      gate: 'repairStatusManage',
      summary: 'Stops a status sending on a channel',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => doneWith(messages.removeTemplate(params.id), REPAIR_MESSAGE_MESSAGES.templateRemoved),
    }),
    route({
      method: 'GET',
      url: '/message-channels',
      gate: 'mailSetting',
      summary: 'How SMS and WhatsApp messages leave the shop (the provider token only as whether one is set)',
      response: messageChannelListSchema,
      handler: async () => ({ items: await messages.channels() }),
    }),
    route({
      method: 'POST',
      url: '/message-channels/:channel',
      gate: 'mailSetting',
      summary: "Sets a channel's driver (log or HTTP provider), address, sender and token (blank keeps it)",
      params: messageChannelParamsSchema,
      body: messageChannelInputSchema,
      response: messageResponseSchema,
      handler: ({ params, body }) =>
        doneWith(messages.saveChannel(params.channel, body), REPAIR_MESSAGE_MESSAGES.channelSaved),
    }),
  ]
}
