import { z } from 'zod'
import './zod-messages.ts'
import type { RepairGroup } from '../repair-workflow.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { choice, optionalText, recordId, requiredText } from './fields.ts'
import { tr } from '../i18n/translate.ts'
import { textMap } from '../text-map.ts'
import { REPAIR_PARAM_LABELS } from './repair-params.ts'

/**
 * Messages to the customer (issue 30, item 8): a status may send an email, an SMS or a WhatsApp message
 * from a template; each message is a row of an outbox, sent by a worker with retries, its state visible on
 * the ticket.
 */

export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number]
export const MESSAGE_CHANNEL_LABELS: Readonly<Record<MessageChannel, string>> = textMap(MESSAGE_CHANNELS, (channel) =>
  tr(`fields:repairs.messageChannel.${channel}`),
)

/** The channels that go through a provider (one adapter, a driver per channel); email goes through SMTP. */
export const PROVIDER_CHANNELS = ['sms', 'whatsapp'] as const
export type ProviderChannel = (typeof PROVIDER_CHANNELS)[number]
/** log: written to the shop's message log only (nothing leaves the shop); http: POSTed to a provider. */
export const MESSAGE_DRIVERS = ['log', 'http'] as const
export type MessageDriverName = (typeof MESSAGE_DRIVERS)[number]
export const MESSAGE_DRIVER_LABELS: Readonly<Record<MessageDriverName, string>> = textMap(MESSAGE_DRIVERS, (driver) =>
  tr(`fields:repairs.messageDriver.${driver}`),
)

/** queued: waiting for the worker; retried: sent again by staff after it failed; failed: gave up, with the reason. */
export const REPAIR_MESSAGE_STATES = ['queued', 'retried', 'sent', 'failed'] as const
export type RepairMessageState = (typeof REPAIR_MESSAGE_STATES)[number]
export const REPAIR_MESSAGE_STATE_LABELS: Readonly<Record<RepairMessageState, string>> = textMap(
  REPAIR_MESSAGE_STATES,
  (state) => tr(`fields:repairs.messageState.${state}`),
)

/** Minutes before each further attempt after a failure: 1, 5, then 30; the fourth failure is final. */
export const MESSAGE_BACKOFF_MINUTES = [1, 5, 30] as const
export const MESSAGE_MAX_ATTEMPTS = MESSAGE_BACKOFF_MINUTES.length + 1

export const MESSAGE_PLACEHOLDERS = ['customer', 'device', 'status', 'trackingLink', 'amountDue', 'shop'] as const
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number]
export const MESSAGE_PLACEHOLDER_LABELS: Readonly<Record<MessagePlaceholder, string>> = textMap(
  MESSAGE_PLACEHOLDERS,
  (placeholder) => tr(`fields:repairs.messagePlaceholder.${placeholder}`),
)

/** Fills {customer}, {device} … ; an unknown {word} stays as written, so a typo shows in the message preview. */
export function fillTemplate(template: string, values: Record<MessagePlaceholder, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (MESSAGE_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as MessagePlaceholder] : whole,
  )
}

/** What the settings screen offers when a shop turns a channel on for a status of a group. */
export function defaultTemplate(group: RepairGroup, channel: MessageChannel): { subject: string; body: string } {
  // Each group's whole text per kind of channel (an email greets and signs; an SMS or WhatsApp message is one
  // line): a language orders its own sentence, so no text is pieced together here.
  const body =
    channel === 'email'
      ? tr(`messages:repairs.templates.email.${group}`)
      : tr(`messages:repairs.templates.short.${group}`)
  return { subject: channel === 'email' ? '{shop}: {status}' : '', body }
}

export const REPAIR_MESSAGE_LABELS = {
  get statusId() {
    return tr('fields:repairs.messages.statusId')
  },
  get channel() {
    return tr('fields:repairs.messages.channel')
  },
  get subject() {
    return tr('fields:repairs.messages.subject')
  },
  get body() {
    return tr('fields:repairs.messages.body')
  },
  get driver() {
    return tr('fields:repairs.messages.driver')
  },
  get url() {
    return tr('fields:repairs.messages.url')
  },
  get token() {
    return tr('fields:repairs.messages.token')
  },
  get sender() {
    return tr('fields:repairs.messages.sender')
  },
}

export const REPAIR_MESSAGE_MESSAGES = {
  get templateSaved() {
    return tr('messages:repairs.messages.templateSaved')
  },
  get templateRemoved() {
    return tr('messages:repairs.messages.templateRemoved')
  },
  get channelSaved() {
    return tr('messages:repairs.messages.channelSaved')
  },
  get retried() {
    return tr('messages:repairs.messages.retried')
  },
  get notFailed() {
    return tr('messages:repairs.messages.notFailed')
  },
  get urlRequired() {
    return tr('messages:repairs.messages.urlRequired')
  },
  get urlFormat() {
    return tr('messages:repairs.messages.urlFormat')
  },
}

export const repairMessageTemplateInputSchema = z.object({
  statusId: recordId(REPAIR_MESSAGE_LABELS.statusId),
  channel: choice(REPAIR_MESSAGE_LABELS.channel, MESSAGE_CHANNELS),
  subject: optionalText(REPAIR_MESSAGE_LABELS.subject, 200),
  body: requiredText(REPAIR_MESSAGE_LABELS.body, 2000),
})
export type RepairMessageTemplateInput = z.input<typeof repairMessageTemplateInputSchema>
export type RepairMessageTemplateSave = z.output<typeof repairMessageTemplateInputSchema>

export const repairMessageTemplateSchema = z.object({
  id: z.number().int(),
  statusId: z.number().int(),
  channel: z.enum(MESSAGE_CHANNELS),
  subject: z.string(),
  body: z.string(),
  updated_at: z.string(),
})
export type RepairMessageTemplate = z.infer<typeof repairMessageTemplateSchema>
export const repairMessageTemplateListSchema = z.object({ items: z.array(repairMessageTemplateSchema) })

const providerUrl = z
  .string({ error: () => FIELD_MESSAGES.text(REPAIR_MESSAGE_LABELS.url) })
  .trim()
  .max(500, { error: () => FIELD_MESSAGES.maxChars(REPAIR_MESSAGE_LABELS.url, 500) })
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
    error: () => REPAIR_MESSAGE_MESSAGES.urlFormat,
  })
  .default('')

/** A provider channel's settings; a blank token keeps the stored one (it is never sent back). */
export const messageChannelInputSchema = z
  .object({
    driver: choice(REPAIR_MESSAGE_LABELS.driver, MESSAGE_DRIVERS),
    url: providerUrl,
    token: optionalText(REPAIR_MESSAGE_LABELS.token, 500),
    sender: optionalText(REPAIR_MESSAGE_LABELS.sender, 60),
  })
  .superRefine((value, ctx) => {
    if (value.driver === 'http' && value.url === '')
      ctx.addIssue({ code: 'custom', path: ['url'], message: REPAIR_MESSAGE_MESSAGES.urlRequired })
  })
export type MessageChannelInput = z.input<typeof messageChannelInputSchema>
export type MessageChannelSave = z.output<typeof messageChannelInputSchema>

export const messageChannelParamsSchema = z.object({
  channel: choice(REPAIR_MESSAGE_LABELS.channel, PROVIDER_CHANNELS),
})

export const messageChannelSchema = z.object({
  channel: z.enum(PROVIDER_CHANNELS),
  driver: z.enum(MESSAGE_DRIVERS),
  url: z.string(),
  sender: z.string(),
  /** Whether a token is stored: the token itself is write-only. */
  tokenSet: z.boolean(),
})
export type MessageChannelSettings = z.infer<typeof messageChannelSchema>
export const messageChannelListSchema = z.object({ items: z.array(messageChannelSchema) })

export const repairMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  state: z.enum(REPAIR_MESSAGE_STATES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  /** Why the last attempt failed ('' when none did). */
  error: z.string(),
  sentAt: z.string().nullable(),
  created_at: z.string(),
})
export type RepairMessage = z.infer<typeof repairMessageSchema>

export const repairMessageParamsSchema = z.object({
  id: recordId(REPAIR_PARAM_LABELS.repair),
  messageId: recordId(REPAIR_PARAM_LABELS.message),
})

/** What the repair page adds for messages. */
export const repairMessageDetailFields = {
  messages: z.array(repairMessageSchema),
}
