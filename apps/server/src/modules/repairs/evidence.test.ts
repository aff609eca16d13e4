import { describe, expect, it } from 'vitest'
import { withCheckDigit } from '@counterpart/domain/devices'
import { DEFAULT_CHECKLIST_ITEMS } from '@counterpart/domain/schemas/repair-evidence'
import { adminAppForFile, createStaff, TestClient } from '../../../test/helpers.ts'
import { formData, TINY_JPEG, TINY_PNG, TINY_PNG_DATA_URL } from '../../../test/form-data.ts'

const { test, admin } = await adminAppForFile()
await test.services.repairMessages.stop()

let serial = 0
async function createRepair(client = admin): Promise<number> {
  serial += 1
  const response = await client.post('/api/repair', {
    name: 'Maria Lopez',
    email: 'maria@example.com',
    phone: '+1 555 0100',
    issue: 'Cracked screen',
    deviceName: 'iPhone 12',
    imei: withCheckDigit(`35693805${String(serial).padStart(6, '0')}`),
    charges: 120,
    taxRate: 0,
    prePaid: 0,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().id
}

function uploadPhoto(
  client: TestClient,
  repairId: number,
  fields: Record<string, string>,
  file = { filename: 'front.png', content: TINY_PNG, type: 'image/png' },
) {
  return client.request({ method: 'POST', url: `/api/repair/${repairId}/photos`, ...formData(fields, { photo: file }) })
}

async function signedIn(email: string, flags: Parameters<typeof createStaff>[1]['flags']): Promise<TestClient> {
  await createStaff(test, { email, flags })
  const client = new TestClient(test.app)
  expect((await client.login(email, 'password123')).statusCode).toBe(200)
  return client
}

const checks = (result: 'pass' | 'fail' | 'not_tested') =>
  DEFAULT_CHECKLIST_ITEMS.map((label) => ({ label, result, note: label === 'Screen' ? 'cracked corner' : '' }))

async function phoneCategory(): Promise<{ id: number; items: string[] }> {
  const response = await admin.get('/api/checklist-categories')
  expect(response.statusCode).toBe(200)
  const phone = response.json().items.find((item: { name: string }) => item.name === 'Phone')
  expect(phone.items).toEqual([...DEFAULT_CHECKLIST_ITEMS])
  return phone
}

describe('photos of a repair (issue 30, item 6)', () => {
  it('keeps a photo private: served with the switch, 403 without it, 401 signed out', async () => {
    const repair = await createRepair()
    const added = await uploadPhoto(admin, repair, { stage: 'intake', customerVisible: '0', caption: 'Front' })
    expect(added.statusCode, added.body).toBe(201)
    const photoId = added.json().id

    const detail = (await admin.get(`/api/repair/${repair}`)).json()
    expect(detail.photos).toMatchObject([
      {
        id: photoId,
        stage: 'intake',
        customerVisible: false,
        caption: 'Front',
        url: `/api/repair/${repair}/photos/${photoId}`,
      },
    ])
    expect(detail.events.at(-1)).toMatchObject({ type: 'evidence', comment: 'Photo added (at intake)' })

    const file = await admin.get(`/api/repair/${repair}/photos/${photoId}`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.headers['cache-control']).toBe('private, no-store')

    const counter = await signedIn('counter@example.com', ['repairManage'])
    expect((await counter.get(`/api/repair/${repair}`)).json().photos).toHaveLength(1)
    expect((await counter.get(`/api/repair/${repair}/photos/${photoId}`)).statusCode).toBe(403)
    const viewer = await signedIn('viewer@example.com', ['repairManage', 'repairEvidenceView'])
    expect((await viewer.get(`/api/repair/${repair}/photos/${photoId}`)).statusCode).toBe(200)
    expect((await new TestClient(test.app).get(`/api/repair/${repair}/photos/${photoId}`)).statusCode).toBe(401)
    // A photo is found only under its own ticket.
    const other = await createRepair()
    expect((await admin.get(`/api/repair/${other}/photos/${photoId}`)).statusCode).toBe(404)
  })

  it('checks what a photo is and how big, naming the field', async () => {
    const repair = await createRepair()
    const text = await uploadPhoto(
      admin,
      repair,
      {},
      { filename: 'front.png', content: Buffer.from('not a picture'), type: 'image/png' },
    )
    expect(text.statusCode).toBe(422)
    expect(text.json().errors.photo).toEqual(['The Photo must be a file of type: jpg, png, jpeg.'])
    const huge = Buffer.concat([TINY_JPEG, Buffer.alloc(5 * 1024 * 1024 + 10)])
    const tooBig = await uploadPhoto(admin, repair, {}, { filename: 'big.jpg', content: huge, type: 'image/jpeg' })
    expect(tooBig.statusCode).toBe(422)
    expect(tooBig.json().errors.photo).toEqual(['The Photo may not be greater than 5 MB.'])
    const missing = await admin.request({
      method: 'POST',
      url: `/api/repair/${repair}/photos`,
      ...formData({ stage: 'intake' }),
    })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.photo).toEqual(['The Photo field is required.'])
    const badStage = await uploadPhoto(admin, repair, { stage: 'later' })
    expect(badStage.statusCode).toBe(422)
    expect(badStage.json().errors.stage).toEqual(['The selected Stage is invalid.'])
    expect((await admin.get(`/api/repair/${repair}`)).json().photos).toEqual([])
  })

  it('shows the customer only the photos the shop chose, through the tracking key and nothing else', async () => {
    const repair = await createRepair()
    const key = (await admin.get(`/api/repair/${repair}`)).json().key as string
    const shown = (
      await uploadPhoto(admin, repair, { stage: 'pickup', customerVisible: '1', caption: 'Repaired' })
    ).json().id
    const hidden = (await uploadPhoto(admin, repair, { stage: 'intake' })).json().id
    const visitor = new TestClient(test.app, '10.0.0.9')

    const listed = await visitor.post('/api/track-repair/photos', { key: ` ${key.toLowerCase()} ` })
    expect(listed.statusCode).toBe(200)
    expect(listed.json().items).toEqual([
      { id: shown, caption: 'Repaired', url: `/api/track-repair/${key}/photos/${shown}` },
    ])
    // The tracking answer carries the same photos: the page makes one lookup, not two.
    expect((await visitor.post('/api/track-repair', { key })).json().photos).toEqual(listed.json().items)
    expect((await visitor.get(`/api/track-repair/${key}/photos/${shown}`)).statusCode).toBe(200)
    expect((await visitor.get(`/api/track-repair/${key}/photos/${hidden}`)).statusCode).toBe(404)
    expect((await visitor.get(`/api/track-repair/WRONGKEY2345/photos/${shown}`)).statusCode).toBe(404)
    expect((await visitor.post('/api/track-repair/photos', { key: 'WRONGKEY2345' })).statusCode).toBe(404)

    // The shop hides it again: gone from the tracking page.
    const hide = await admin.patch(`/api/repair/${repair}/photos/${shown}`, { customerVisible: false })
    expect(hide.statusCode, hide.body).toBe(200)
    expect((await visitor.get(`/api/track-repair/${key}/photos/${shown}`)).statusCode).toBe(404)
    expect((await visitor.post('/api/track-repair/photos', { key })).json().items).toEqual([])
  })
})

describe('the tracking page’s photos and the tracking limit', () => {
  it('counts each lookup of the photos with the spec’s tracking, per address', async () => {
    const repair = await createRepair()
    const key = (await admin.get(`/api/repair/${repair}`)).json().key as string
    const visitor = new TestClient(test.app, '10.0.0.77')
    expect((await visitor.post('/api/track-repair', { key })).statusCode).toBe(200)
    for (let lookup = 2; lookup <= 10; lookup += 1)
      expect((await visitor.post('/api/track-repair/photos', { key })).statusCode).toBe(200)
    const refused = await visitor.post('/api/track-repair/photos', { key })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toMatch(/^Too many tracking requests\. Please try again in \d+ seconds\.$/)
  })
})

describe('checklists and signatures (issue 30, item 6)', () => {
  it('requires the checklist after the repair before a ticket checked at intake is ready (409), then lets it through', async () => {
    const phone = await phoneCategory()
    const repair = await createRepair()
    const intake = await admin.post(`/api/repair/${repair}/checklists`, {
      stage: 'intake',
      categoryId: phone.id,
      items: checks('not_tested'),
    })
    expect(intake.statusCode, intake.body).toBe(200)

    const refused = await admin.post(`/api/toggle-repair-status/${repair}`, { status: 1 })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'Fill in the checklist after the repair before the repair is marked ready: the device was checked at intake.',
    )
    const statuses = (await admin.get('/api/repair-statuses')).json().items as {
      id: number
      group: string
      isDefault: boolean
    }[]
    const ready = statuses.find((status) => status.group === 'ready' && status.isDefault)
    const collected = statuses.find((status) => status.group === 'collected' && status.isDefault)
    for (const target of [ready, collected]) {
      const moved = await admin.post(`/api/repair/${repair}/status`, { statusId: target?.id, comment: '' })
      expect(moved.statusCode).toBe(409)
    }
    expect((await admin.get(`/api/repair/${repair}`)).json()).toMatchObject({ status: 0, group: 'new' })

    const after = await admin.post(`/api/repair/${repair}/checklists`, {
      stage: 'after',
      categoryId: phone.id,
      items: checks('pass'),
    })
    expect(after.statusCode, after.body).toBe(200)
    const marked = await admin.post(`/api/toggle-repair-status/${repair}`, { status: 1 })
    expect(marked.statusCode, marked.body).toBe(200)
    const detail = (await admin.get(`/api/repair/${repair}`)).json()
    expect(detail).toMatchObject({ status: 1, group: 'ready' })
    expect(detail.checklists).toMatchObject([
      {
        stage: 'intake',
        categoryName: 'Phone',
        items: expect.arrayContaining([{ label: 'Screen', result: 'not_tested', note: 'cracked corner' }]),
      },
      { stage: 'after', categoryName: 'Phone', by: expect.any(String) },
    ])
  })

  it('lets a ticket without an intake checklist (the spec’s calls) be marked complete as before', async () => {
    const repair = await createRepair()
    const marked = await admin.post(`/api/toggle-repair-status/${repair}`, { status: 1 })
    expect(marked.statusCode, marked.body).toBe(200)
  })

  it('checks a checklist’s fields by name', async () => {
    const repair = await createRepair()
    const bad = await admin.post(`/api/repair/${repair}/checklists`, {
      stage: 'intake',
      categoryId: 99999,
      items: [{ label: 'Screen', result: 'maybe' }],
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors['items.0.result']).toEqual(['The selected Result is invalid.'])
    const unknown = await admin.post(`/api/repair/${repair}/checklists`, {
      stage: 'intake',
      categoryId: 99999,
      items: checks('pass'),
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.categoryId).toEqual(['The selected Device category is invalid.'])
  })

  it('keeps the customer’s signatures private, as PNG images that decode', async () => {
    const repair = await createRepair()
    const signed = await admin.post(`/api/repair/${repair}/signatures`, {
      stage: 'dropoff',
      signedBy: 'Maria Lopez',
      signature: TINY_PNG_DATA_URL,
    })
    expect(signed.statusCode, signed.body).toBe(201)
    const id = signed.json().id
    const detail = (await admin.get(`/api/repair/${repair}`)).json()
    expect(detail.signatures).toMatchObject([
      { id, stage: 'dropoff', signedBy: 'Maria Lopez', url: `/api/repair/${repair}/signatures/${id}` },
    ])
    expect(detail.events.at(-1)).toMatchObject({ type: 'evidence', comment: 'Signed at drop-off by Maria Lopez' })
    const file = await admin.get(`/api/repair/${repair}/signatures/${id}`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    const counter = await signedIn('signatures@example.com', ['repairManage'])
    expect((await counter.get(`/api/repair/${repair}/signatures/${id}`)).statusCode).toBe(403)

    const garbage = await admin.post(`/api/repair/${repair}/signatures`, {
      stage: 'pickup',
      signature: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`,
    })
    expect(garbage.statusCode).toBe(422)
    expect(garbage.json().errors.signature).toEqual(['The Signature must be a PNG or JPEG image.'])
  })

  it('lets the shop set up its device categories and their items', async () => {
    const created = await admin.post('/api/checklist-categories', { name: 'Tablet', items: ['Screen', 'Battery'] })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id
    const renamed = await admin.patch(`/api/checklist-categories/${id}`, {
      name: 'Tablet / iPad',
      items: ['Screen', 'Battery', 'Pencil'],
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const list = (await admin.get('/api/checklist-categories')).json().items
    expect(list).toContainEqual(
      expect.objectContaining({ id, name: 'Tablet / iPad', items: ['Screen', 'Battery', 'Pencil'] }),
    )
    const empty = await admin.post('/api/checklist-categories', { name: 'Watch', items: [] })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors.items).toEqual(['The Checklist field is required.'])
    expect((await admin.delete(`/api/checklist-categories/${id}`)).statusCode).toBe(200)
  })
})
