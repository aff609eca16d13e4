import net from 'node:net'

/** A receipt printer on loopback that keeps every byte it is sent, and can be switched off and on. */
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

  text(): string {
    return this.received.toString('latin1')
  }

  /** How many times a text was printed. */
  count(text: string): number {
    return this.text().split(text).length - 1
  }
}
