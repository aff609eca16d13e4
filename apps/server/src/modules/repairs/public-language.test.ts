import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { adminAppForFile, TestClient } from '../../../test/helpers.ts'

const { test, admin } = await adminAppForFile()

let serial = 0
async function repairOf(customer: { language?: string | null } | null): Promise<{ id: number; key: string }> {
  serial += 1
  let customerId: number | undefined
  if (customer) {
    const created = await admin.post('/api/customer', {
      firstName: 'Client',
      lastName: `Numéro ${serial}`,
      phone: `+33 6 00 00 00 ${String(serial).padStart(2, '0')}`,
      ...customer,
    })
    expect(created.statusCode, created.body).toBe(201)
    customerId = created.json().id
  }
  const response = await admin.post('/api/repair', {
    name: 'Claire Martin',
    phone: `+33 6 11 11 11 ${String(serial).padStart(2, '0')}`,
    issue: 'Écran fissuré',
    deviceName: 'iPhone 12',
    charges: 120,
    ...(customerId === undefined ? {} : { customerId }),
  })
  expect(response.statusCode, response.body).toBe(200)
  const id: number = response.json().id
  return { id, key: (await admin.get(`/api/repair/${id}`)).json().key }
}

/** Each visitor from its own address, so the tracking limit of one never stops another. */
function visitor(languages?: string): TestClient & { track: (key: string) => ReturnType<TestClient['post']> } {
  serial += 1
  const client = new TestClient(test.app, `203.0.113.${100 + serial}`)
  const headers = languages ? { 'accept-language': languages } : {}
  return Object.assign(client, {
    track: (key: string) => client.request({ method: 'POST', url: '/api/track-repair', payload: { key }, headers }),
  })
}

describe('the public repair pages read in the customer’s language (issue 32 §3)', () => {
  it('refuses a malformed tracking key in the language the browser asks for, before any ticket is known', async () => {
    const french = await visitor('fr-FR,fr;q=0.9').track('')
    expect(french.statusCode, french.body).toBe(422)
    expect(french.json()).toEqual({
      message: 'Le champ N° de réparation est obligatoire.',
      errors: { key: ['Le champ N° de réparation est obligatoire.'] },
    })
    // The spec's English, exactly, for a browser that asks for English.
    const english = await visitor('en').track('')
    expect(english.json().message).toBe('The Repair ID field is required.')
  })

  it('answers the tracking page and the estimate in the language the customer chose, whatever the browser asks', async () => {
    const { id: repairId, key } = await repairOf({ language: 'fr' })
    const tracked = await visitor('es-ES,es;q=0.9').track(key)
    expect(tracked.statusCode, tracked.body).toBe(200)
    expect(tracked.json().language).toBe('fr')

    const photos = await visitor('es').post('/api/track-repair/photos', { key })
    expect(photos.statusCode, photos.body).toBe(200)
    expect(photos.json()).toEqual({ items: [], language: 'fr' })

    // The customer's answer to the estimate is acknowledged in their language.
    const estimate = await admin.post(`/api/repair/${repairId}/estimates`, {
      lines: [{ kind: 'labour', description: 'Remplacer l’écran', qty: 1, unitPrice: 90 }],
    })
    expect(estimate.statusCode, estimate.body).toBe(201)
    const sent = await admin.post(`/api/repair/${repairId}/estimates/${estimate.json().id}/send`)
    expect(sent.statusCode, sent.body).toBe(200)
    const answered = await visitor('es').request({
      method: 'POST',
      url: `/api/track-repair/${key}/estimate`,
      payload: {
        decision: 'approve',
        version: 1,
        name: 'Client',
        signature: SIGNATURE,
        reason: '',
      },
      headers: { 'accept-language': 'es' },
    })
    expect(answered.statusCode, answered.body).toBe(200)
    expect(answered.json()).toEqual({
      message: 'Devis accepté.',
      language: 'fr',
    })
  })

  it('answers in the browser’s language when the customer chose none, else in the shop’s', async () => {
    const withoutChoice = (await repairOf({ language: null })).key
    expect((await visitor('es-MX,es;q=0.8,en;q=0.5').track(withoutChoice)).json().language).toBe('es')
    // A ticket without a customer at all follows the browser too; a language we do not speak is skipped.
    const noCustomer = (await repairOf(null)).key
    expect((await visitor('de-DE,fr;q=0.7').track(noCustomer)).json().language).toBe('fr')

    // Neither: the shop's language (General settings), here Arabic.
    expect((await visitor().track(noCustomer)).json().language).toBe('en')
    await test.services.settings.update((current) => ({ ...current, general: { ...current.general, language: 'ar' } }))
    expect((await visitor().track(noCustomer)).json().language).toBe('ar')
    expect((await visitor('de').track(withoutChoice)).json().language).toBe('ar')
  })
})

// A drawn signature: a small white PNG, as the tracking page's pad sends it.
const SIGNATURE = `data:image/png;base64,${(
  await sharp({ create: { width: 120, height: 40, channels: 4, background: '#ffffff' } })
    .png()
    .toBuffer()
).toString('base64')}`
