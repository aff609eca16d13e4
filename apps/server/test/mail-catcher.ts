import { SMTPServer } from 'smtp-server'
import { afterAll } from 'vitest'
import type { TestApp } from './helpers.ts'

export interface CaughtMail {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startMailCatcher(): Promise<{
  port: number
  mails: CaughtMail[]
  waitForMail: (count?: number, timeoutMs?: number) => Promise<CaughtMail>
  stop: () => Promise<void>
}> {
  const mails: CaughtMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    mails,
    async waitForMail(count = 1, timeoutMs = 5000) {
      const start = Date.now()
      while (mails.length < count) {
        if (Date.now() - start > timeoutMs) throw new Error(`no mail arrived within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      return mails[count - 1] as CaughtMail
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A mail catcher for one test file: started when the file is collected, stopped after its last test. */
export async function mailCatcherForFile(): ReturnType<typeof startMailCatcher> {
  const catcher = await startMailCatcher()
  afterAll(() => catcher.stop())
  return catcher
}

/** Undoes quoted-printable soft line breaks and escapes so a link in the text part can be read whole. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** Points the app's fallback mail server (the one used while the shop has set none) at a mail catcher. */
export function mailThrough(test: TestApp, catcher: { port: number }): void {
  test.config.smtpFallback = {
    ...test.config.smtpFallback,
    host: '127.0.0.1',
    port: catcher.port,
    from: 'shop@example.com',
  }
}
