import net from 'node:net'

/**
 * A network receipt printer on loopback (issue 33), as the server's printing test has it: it keeps every
 * byte it is sent, and can be switched off and on again at the same port. The server's print worker connects
 * to it like to a printer on port 9100.
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

  /** Switched off: the server's next connection is refused. */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
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
