import type { Kysely, Selectable } from 'kysely'
import type { ProviderChannel } from '@counterpart/domain/schemas/repair-messages'
import type { Database } from '../../db/schema.ts'
import { nowIso } from '../../platform/time.ts'

/**
 * SMS and WhatsApp leave the shop through one adapter (issue 30, item 8) with two drivers: `log` writes the
 * message to the shop's message log (nothing leaves; the tests read it), `http` POSTs it as JSON to the
 * provider the shop set up. A driver answers what the provider said, or throws with the reason.
 */

export interface OutgoingText {
  channel: ProviderChannel
  to: string
  body: string
}

export interface MessageDriver {
  send(message: OutgoingText): Promise<string>
}

export type MessageChannelRow = Selectable<Database['message_channels']>

/** How long a provider may take to answer before the attempt counts as failed. */
const PROVIDER_TIMEOUT_MS = 10_000
/** How much of a provider's answer is kept as the reason of a failure. */
const REASON_CHARS = 300

export function logDriver(db: Kysely<Database>, sender: string): MessageDriver {
  return {
    async send(message) {
      await db
        .insertInto('message_log')
        .values({ channel: message.channel, recipient: message.to, sender, body: message.body, at: nowIso() })
        .execute()
      return 'written to the message log'
    },
  }
}

/**
 * POSTs `{channel, to, from, body}` with the token as a bearer credential; any answer outside 2xx (or no
 * answer in time) is a failure whose reason names the status and the start of the provider's text.
 */
export function httpDriver(settings: { url: string; token: string; sender: string }): MessageDriver {
  return {
    async send(message) {
      let response: Response
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
          },
          body: JSON.stringify({ channel: message.channel, to: message.to, from: settings.sender, body: message.body }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
          redirect: 'error',
        })
      } catch (error) {
        throw new Error(`The provider could not be reached: ${error instanceof Error ? error.message : String(error)}`)
      }
      const text = (await response.text().catch(() => '')).trim().slice(0, REASON_CHARS)
      if (!response.ok) throw new Error(`The provider answered ${response.status}${text ? `: ${text}` : ''}`)
      return `${response.status}${text ? ` ${text}` : ''}`
    },
  }
}

export function driverOf(db: Kysely<Database>, row: MessageChannelRow): MessageDriver {
  return row.driver === 'http' ? httpDriver(row) : logDriver(db, row.sender)
}
