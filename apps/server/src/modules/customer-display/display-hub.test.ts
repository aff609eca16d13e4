import { describe, expect, it } from 'vitest'
import { IDLE_DISPLAY_STATE, type DisplayState } from '@counterpart/domain/schemas/customer-display-texts'
import { createDisplayHub, type DisplayStream } from './display-hub.ts'

/** A stream that keeps what it was sent. */
function recorder(displayId: number): DisplayStream & { chunks: string[]; ended: boolean } {
  const stream = {
    displayId,
    chunks: [] as string[],
    ended: false,
    write: (chunk: string) => stream.chunks.push(chunk),
    end: () => {
      stream.ended = true
    },
  }
  return stream
}

const CART: DisplayState = {
  ...IDLE_DISPLAY_STATE,
  phase: 'cart',
  lines: [{ name: 'Cable', quantity: 1, amount: 9.99 }],
  total: 9.99,
}

describe('the display hub', () => {
  it('keeps an idle stream open through proxies with a comment line, and stops once no stream is left', async () => {
    const hub = createDisplayHub({ heartbeatMs: 20 })
    const stream = recorder(1)
    const leave = hub.open(5, stream)
    await new Promise((resolve) => setTimeout(resolve, 70))
    expect(stream.chunks.filter((chunk) => chunk === ': keep-alive\n\n').length).toBeGreaterThanOrEqual(2)
    leave()
    const sent = stream.chunks.length
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(stream.chunks).toHaveLength(sent)
  })

  it('sends a state to the streams of its till only, and the last one to a stream that opens later', () => {
    const hub = createDisplayHub({ heartbeatMs: 60_000 })
    const front = recorder(1)
    const back = recorder(2)
    hub.open(1, front)
    hub.open(2, back)
    expect(hub.publish(1, CART)).toBe(1)
    expect(front.chunks).toEqual([`event: state\ndata: ${JSON.stringify(CART)}\n\n`])
    expect(back.chunks).toEqual([])
    const late = recorder(3)
    hub.open(1, late)
    expect(late.chunks).toEqual(front.chunks)
    hub.closeAll()
  })

  it('ends the streams of an unpaired display, and every stream when the server closes', () => {
    const hub = createDisplayHub({ heartbeatMs: 60_000 })
    const one = recorder(1)
    const two = recorder(2)
    hub.open(1, one)
    hub.open(1, two)
    hub.closeDisplay(1)
    expect(one.ended).toBe(true)
    expect(two.ended).toBe(false)
    expect([...hub.connected(1)]).toEqual([2])
    hub.closeAll()
    expect(two.ended).toBe(true)
    expect(hub.connected(1).size).toBe(0)
  })
})
