import { describe, expect, it } from 'vitest'
import { defaultTemplate, fillTemplate, messageChannelInputSchema, MESSAGE_PLACEHOLDERS } from './repair-messages.ts'

const VALUES = {
  customer: 'Ana Ruiz',
  device: 'iPhone 12',
  status: 'Ready to collect',
  trackingLink: 'https://shop.example/track/ABC',
  amountDue: '$100.00',
  shop: 'PhoneFix',
}

describe('repair message templates (issue 30, item 8)', () => {
  it('fills every placeholder, as often as it appears, and leaves an unknown one as written', () => {
    expect(
      fillTemplate(
        '{customer}, your {device} is {status} ({status}). {trackingLink} {amountDue} {shop} {price}',
        VALUES,
      ),
    ).toBe(
      'Ana Ruiz, your iPhone 12 is Ready to collect (Ready to collect). https://shop.example/track/ABC $100.00 PhoneFix {price}',
    )
  })

  it('offers a default text per group that names only known placeholders, with a subject for email only', () => {
    const ready = defaultTemplate('ready', 'email')
    expect(ready.subject).toBe('{shop}: {status}')
    expect(ready.body).toContain('{amountDue}')
    expect(ready.body).toContain('\n\nYour {device} is ready for pickup.')
    expect(defaultTemplate('new', 'sms').subject).toBe('')
    for (const channel of ['email', 'sms', 'whatsapp'] as const) {
      const words = [...defaultTemplate('in_repair', channel).body.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
      for (const word of words) expect(MESSAGE_PLACEHOLDERS).toContain(word)
    }
  })

  it('asks an HTTP provider for its address, the message log for nothing', () => {
    expect(messageChannelInputSchema.safeParse({ driver: 'log' }).success).toBe(true)
    const missing = messageChannelInputSchema.safeParse({ driver: 'http', url: '' })
    expect(missing.success).toBe(false)
    expect(missing.error?.issues[0]?.path).toEqual(['url'])
    expect(messageChannelInputSchema.safeParse({ driver: 'http', url: 'ftp://x' }).success).toBe(false)
    expect(messageChannelInputSchema.safeParse({ driver: 'http', url: 'https://sms.example/send' }).success).toBe(true)
  })
})
