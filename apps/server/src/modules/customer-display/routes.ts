import type { FastifyReply, FastifyRequest } from 'fastify'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import {
  displayPairingSchema,
  displayPublishResponseSchema,
  displayStateSchema,
  pairDisplaySchema,
  pairedDisplayListSchema,
  pairingCodeResponseSchema,
} from '@counterpart/domain/schemas/customer-display'
import { DISPLAY_API, DISPLAY_COOKIE, DISPLAY_COOKIE_PATH } from '@counterpart/domain/schemas/customer-display-texts'
import { CUSTOMER_DISPLAY_MESSAGES as MESSAGES } from '@counterpart/domain/schemas/customer-display-screen'
import { idParams, route } from '../../platform/routes.ts'
import type { CustomerDisplayService } from './service.ts'

/** A year: a display facing the customer stays paired until someone unpairs it. */
const DISPLAY_COOKIE_SECONDS = 365 * 24 * 3600

/**
 * The customer display (issue 33, item 5). The terminal's calls (a pairing code, its state, its displays)
 * take `saleCreate` and the till header, like a sale. The display's calls are public: what they read is
 * decided by the display's secret, which only pairing hands out, in an httpOnly SameSite=Strict cookie on
 * the display's API path (docs/decisions.md, "Customer display"): no page script can read it, no other site
 * can send it, and it never shows in an address, a proxy's log or the browser's history as a token in the
 * stream's URL would. It reads one till's display state and nothing else: it is no session.
 */
export function customerDisplayRoutes(displays: CustomerDisplayService, { secureCookies }: { secureCookies: boolean }) {
  const setDisplayCookie = (request: FastifyRequest, reply: FastifyReply, secret: string) =>
    reply.setCookie(DISPLAY_COOKIE, secret, {
      path: DISPLAY_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies || request.protocol === 'https',
      maxAge: DISPLAY_COOKIE_SECONDS,
    })

  return [
    route({
      method: 'POST',
      url: DISPLAY_API.codes,
      gate: 'saleCreate',
      summary:
        "A six-digit code that pairs one display with the request's till (its till header): valid a few minutes, used once; the till's earlier codes stop working",
      till: 'required',
      status: 201,
      response: pairingCodeResponseSchema,
      handler: async ({ till }) => ({ message: MESSAGES.codeIssued, ...(await displays.issueCode(till)) }),
    }),
    route({
      method: 'POST',
      url: DISPLAY_API.pair,
      gate: 'public',
      summary:
        "Pairs this display with the till showing the code: sets the display's cookie (httpOnly, SameSite=Strict), which reads that till's display state only. Rate-limited; 404 for a code unknown, expired or used",
      body: pairDisplaySchema,
      status: 201,
      response: displayPairingSchema,
      handler: async ({ body, request, reply }) => {
        const paired = await displays.pair(body.code, request.ip)
        setDisplayCookie(request, reply, paired.secret)
        return { message: MESSAGES.paired, till: paired.till, paired_at: paired.paired_at }
      },
    }),
    route({
      method: 'GET',
      url: DISPLAY_API.pairing,
      gate: 'public',
      summary: "The till this display is paired with (by the display's cookie); 404 when it is not paired",
      response: displayPairingSchema,
      handler: async ({ request }) => {
        const display = await displays.displayOf(request.cookies[DISPLAY_COOKIE])
        return { message: MESSAGES.paired, till: display.till, paired_at: display.paired_at }
      },
    }),
    route({
      method: 'GET',
      url: DISPLAY_API.stream,
      gate: 'public',
      summary:
        "Server-sent events of the paired till's display state (`event: state`, the state as JSON), its last state first; a comment line every 20 seconds keeps proxies from closing it. 404 when the display is not paired",
      response: { file: ['text/event-stream'] },
      handler: async ({ request, reply }) => {
        const display = await displays.displayOf(request.cookies[DISPLAY_COOKIE])
        reply.hijack()
        const raw = reply.raw
        // The headers set so far (the security headers) go out with the stream's own.
        const headers = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined)
        raw.writeHead(200, {
          ...Object.fromEntries(headers),
          'content-type': 'text/event-stream; charset=utf-8',
          // no-transform: a compressing proxy would hold events back to fill its buffer.
          'cache-control': 'no-cache, no-store, no-transform',
          connection: 'keep-alive',
          // nginx buffers responses by default; this one must flow event by event.
          'x-accel-buffering': 'no',
        })
        raw.write(`retry: 3000\n\n`)
        let closed = false
        const close = await displays.openStream(display, {
          displayId: display.id,
          write: (chunk) => {
            if (!closed) raw.write(chunk)
          },
          end: () => {
            closed = true
            raw.end()
          },
        })
        // The display went away (closed, reloaded, its network gone): its stream leaves the fan-out. The
        // response's close, not the request's: a GET's request is over as soon as it has been read.
        raw.on('close', () => {
          closed = true
          close()
        })
        return reply
      },
    }),
    route({
      method: 'PUT',
      url: DISPLAY_API.state,
      gate: 'saleCreate',
      summary:
        "What the displays of the request's till show now: the cart's lines (name, quantity, amount), the total, and once paid what was paid and the change. Sent on to the till's connected displays at once; the last state is kept in memory for displays that connect later",
      till: 'required',
      body: displayStateSchema,
      // A cart changes many times a sale and the display only mirrors it: nothing is stored, so no audit event.
      readOnly: true,
      response: displayPublishResponseSchema,
      handler: async ({ body, till }) => ({ displays: await displays.publish(till, body) }),
    }),
    route({
      method: 'GET',
      url: DISPLAY_API.displays,
      gate: 'saleCreate',
      summary: "The displays paired with the request's till, and whether each is connected now",
      till: 'required',
      response: pairedDisplayListSchema,
      handler: async ({ till }) => ({ items: await displays.displays(till) }),
    }),
    route({
      method: 'DELETE',
      url: `${DISPLAY_API.displays}/:id`,
      gate: 'saleCreate',
      summary: "Unpairs one of the request's till's displays: its cookie stops working and its stream ends",
      till: 'required',
      params: idParams,
      response: messageResponseSchema,
      handler: async ({ params, till }) => {
        await displays.unpair(till, params.id)
        return { message: MESSAGES.unpaired }
      },
    }),
  ]
}
