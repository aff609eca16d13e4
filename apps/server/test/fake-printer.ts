import net from 'node:net'

/**
 * A network receipt printer on loopback (issue 33) that keeps every byte it is sent and can be switched off and on
 * again at the same port: the print worker connects to it as to a printer on port 9100. The API tests and the
 * browser journeys (e2e/support/fake-printer.ts) share it.
 */
export class FakePrinter {
  received = Buffer.alloc(0)
  port = 0
  private server: net.Server | null = null
  private sockets = new Set<net.Socket>()

  async start(): Promise<void> {
    const server = net.createServer((socket) => {
      this.sockets.add(socket)
      socket.on('data', (chunk: Buffer) => {
        this.received = Buffer.concat([this.received, chunk])
      })
      socket.on('close', () => this.sockets.delete(socket))
    })
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve))
    const address = server.address()
    if (address && typeof address === 'object') this.port = address.port
    this.server = server
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /**
   * Waits until more than `length` bytes have come and every connection is closed: the worker is done once
   * the bytes are handed to the network, and the fake printer reads them a moment later.
   */
  async settled(length: number): Promise<void> {
    const until = Date.now() + 3000
    while (Date.now() < until) {
      if (this.received.length > length && this.sockets.size === 0) return
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error('the fake printer received nothing')
  }

  /** What it printed, one byte a character (ESC/POS text in the printer's code page is ASCII here). */
  text(): string {
    return this.received.toString('latin1')
  }

  /** How many times a text was printed. */
  count(text: string): number {
    return this.text().split(text).length - 1
  }

  /** Whether the drawer pulse (ESC p) came. */
  pulsedDrawer(since = 0): boolean {
    return this.received.subarray(since).includes(Buffer.from([0x1b, 0x70]))
  }
}
