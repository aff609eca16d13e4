import { expect } from '@playwright/test'
import { e2ePorts } from './ports.ts'

export interface CaughtMail {
  to: string[]
  raw: string
}

/** Waits until a mail to `address` arrives at the catcher and answers it, quoted-printable undone. */
export async function waitForMailTo(address: string, options: { after?: number } = {}): Promise<CaughtMail> {
  const url = `http://127.0.0.1:${e2ePorts().mailHttp}/mails`
  let found: CaughtMail | undefined
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(url)).json()) as CaughtMail[]
        found = mails.slice(options.after ?? 0).find((mail) => mail.to.includes(address))
        return found !== undefined
      },
      { timeout: 10_000, message: `a mail to ${address}` },
    )
    .toBe(true)
  const mail = found as CaughtMail
  return { ...mail, raw: decodeQuotedPrintable(mail.raw) }
}

export async function mailCount(): Promise<number> {
  const mails = (await (await fetch(`http://127.0.0.1:${e2ePorts().mailHttp}/mails`)).json()) as CaughtMail[]
  return mails.length
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}
