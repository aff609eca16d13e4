import { displayStateOutSchema } from '@counterpart/domain/schemas/customer-display'
import {
  DISPLAY_API,
  DISPLAY_HELLO,
  displayChannelName,
  IDLE_DISPLAY_STATE,
  type DisplayState,
} from '@counterpart/domain/schemas/customer-display-texts'
import { useEffect, useState } from 'react'
import { apiUrl } from '../../lib/api.ts'

/** Whether the display hears its till now: 'live', or 'reconnecting' while the stream is down. */
export type FeedStatus = 'live' | 'reconnecting'

export interface DisplayFeed {
  state: DisplayState
  status: FeedStatus
}

/** A state as the display received it, or null when it is not one (never shown half). */
function readState(value: unknown): DisplayState | null {
  const parsed = displayStateOutSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** A display window of the terminal's own browser: the till's BroadcastChannel. */
export function useChannelFeed(tillId: number | null): DisplayFeed {
  const [state, setState] = useState<DisplayState>(IDLE_DISPLAY_STATE)
  useEffect(() => {
    // Every browser a terminal runs in has it; a window without it stays on the welcome.
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(displayChannelName(tillId))
    channel.onmessage = (event: MessageEvent) => {
      const next = readState(event.data)
      if (next) setState(next)
    }
    // The terminal answers with what it shows now, so a window opened (or reloaded) mid-sale is not blank.
    channel.postMessage(DISPLAY_HELLO)
    return () => channel.close()
  }, [tillId])
  return { state, status: 'live' }
}

/**
 * A display on another device: the server's event stream of its paired till. The browser reconnects by
 * itself after a network drop or a server restart; a stream refused (unpaired) calls `onRefused`, and the
 * page asks for a code again.
 */
export function useStreamFeed(enabled: boolean, onRefused: () => void): DisplayFeed {
  const [state, setState] = useState<DisplayState>(IDLE_DISPLAY_STATE)
  const [status, setStatus] = useState<FeedStatus>('live')
  useEffect(() => {
    if (!enabled) return
    const source = new EventSource(apiUrl(DISPLAY_API.stream))
    source.addEventListener('state', (event) => {
      try {
        const next = readState(JSON.parse((event as MessageEvent<string>).data))
        if (next) setState(next)
      } catch {
        // A malformed event is dropped; the next state replaces it.
      }
    })
    source.onopen = () => setStatus('live')
    source.onerror = () => {
      // CLOSED: the server refused the stream (not paired any more); CONNECTING: the browser retries.
      if (source.readyState === EventSource.CLOSED) onRefused()
      else setStatus('reconnecting')
    }
    return () => source.close()
  }, [enabled, onRefused])
  return { state, status }
}
