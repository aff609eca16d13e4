import type { DisplayState } from '@counterpart/domain/schemas/customer-display-texts'

/** One open stream of a paired display: where its events are written, and how it is ended. */
export interface DisplayStream {
  displayId: number
  write: (chunk: string) => void
  end: () => void
}

interface TillChannel {
  /** The last state the till published: a display that connects later starts from it. */
  state: DisplayState | null
  streams: Set<DisplayStream>
}

/** A server-sent event carrying a state. */
export function stateEvent(state: DisplayState): string {
  return `event: state\ndata: ${JSON.stringify(state)}\n\n`
}

/**
 * The fan-out of each till's display state to its displays' open streams, in this process's memory.
 *
 * One process is the embedded default. Several app processes behind a load balancer would each hold only the
 * streams opened on them, so a state published through one would not reach a display connected to another:
 * they would need a shared bus (PostgreSQL's LISTEN/NOTIFY, Redis pub/sub) between `publish` and the streams
 * (docs/printing.md, "Customer display"). The pairings themselves are stored, and hold across processes.
 */
export function createDisplayHub({ heartbeatMs }: { heartbeatMs: number }) {
  const tills = new Map<number, TillChannel>()
  let heartbeat: ReturnType<typeof setInterval> | null = null

  function channel(tillId: number): TillChannel {
    let found = tills.get(tillId)
    if (!found) {
      found = { state: null, streams: new Set() }
      tills.set(tillId, found)
    }
    return found
  }

  function streamCount(): number {
    let count = 0
    for (const till of tills.values()) count += till.streams.size
    return count
  }

  // A comment line keeps proxies (nginx's 60 s read timeout) from closing a stream that only waits; the timer
  // runs only while a stream is open.
  function armHeartbeat(): void {
    if (heartbeat || streamCount() === 0) return
    heartbeat = setInterval(() => {
      for (const till of tills.values()) for (const stream of till.streams) stream.write(': keep-alive\n\n')
    }, heartbeatMs)
    heartbeat.unref()
  }

  function disarmHeartbeatWhenIdle(): void {
    if (heartbeat && streamCount() === 0) {
      clearInterval(heartbeat)
      heartbeat = null
    }
  }

  return {
    /** Sends the state to every open stream of the till and keeps it for streams that open later. */
    publish(tillId: number, state: DisplayState): number {
      const till = channel(tillId)
      till.state = state
      const event = stateEvent(state)
      for (const stream of till.streams) stream.write(event)
      return till.streams.size
    },

    /** Adds a display's stream; it gets the till's last state at once. Returns how to take it out again. */
    open(tillId: number, stream: DisplayStream): () => void {
      const till = channel(tillId)
      till.streams.add(stream)
      if (till.state) stream.write(stateEvent(till.state))
      armHeartbeat()
      return () => {
        till.streams.delete(stream)
        disarmHeartbeatWhenIdle()
      }
    },

    /** Ends the open streams of one display (unpaired): its page then finds it is no longer paired. */
    closeDisplay(displayId: number): void {
      for (const till of tills.values())
        for (const stream of till.streams)
          if (stream.displayId === displayId) {
            till.streams.delete(stream)
            stream.end()
          }
      disarmHeartbeatWhenIdle()
    },

    /** The displays of a till with a stream open on this process. */
    connected(tillId: number): Set<number> {
      return new Set([...(tills.get(tillId)?.streams ?? [])].map((stream) => stream.displayId))
    },

    /** Ends every stream: the server is closing, and an open stream would hold its close up. */
    closeAll(): void {
      for (const till of tills.values()) {
        for (const stream of till.streams) stream.end()
        till.streams.clear()
      }
      disarmHeartbeatWhenIdle()
    },
  }
}

export type DisplayHub = ReturnType<typeof createDisplayHub>
