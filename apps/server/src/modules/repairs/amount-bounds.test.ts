import { beforeAll, describe, expect, it } from 'vitest'
import { adminAppForFile } from '../../../test/helpers.ts'

/** Issue 14 §5: charges of 1e300 answered 500 on POST and PATCH /api/repair; now a 422 under charges. */
const { admin } = await adminAppForFile()
let id: number

const repair = {
  name: 'Maria Lopez',
  phone: '+1 555 0100',
  issue: 'Cracked screen',
  deviceName: 'iPhone 12',
  charges: 120,
  taxRate: 10,
  prePaid: 50,
}

beforeAll(async () => {
  const created = await admin.post('/api/repair', repair)
  expect(created.statusCode, created.body).toBe(200)
  id = created.json().id
})

const CASES: [unknown, string][] = [
  [1e300, 'The Charges may not be greater than 99999999.99.'],
  [-1e300, 'The Charges must be at least 0.'],
  ['1e300', 'The Charges may not be greater than 99999999.99.'],
  ['Infinity', 'The Charges must be a number.'],
  ['-Infinity', 'The Charges must be a number.'],
  ['NaN', 'The Charges must be a number.'],
]

describe('repair charges out of range', () => {
  for (const [charges, message] of CASES) {
    it(`POST and PATCH answer 422 under charges for ${String(charges)}`, async () => {
      const created = await admin.post('/api/repair', { ...repair, charges })
      expect(created.statusCode, created.body).toBe(422)
      expect(created.json().errors.charges).toEqual([message])
      const edited = await admin.patch(`/api/repair/${id}`, { ...repair, charges })
      expect(edited.statusCode, edited.body).toBe(422)
      expect(edited.json().errors.charges).toEqual([message])
    })
  }

  it('answers 422 under prePaid for 1e300 and leaves the job as it was', async () => {
    const edited = await admin.patch(`/api/repair/${id}`, { ...repair, prePaid: 1e300 })
    expect(edited.statusCode).toBe(422)
    expect(edited.json().errors.prePaid).toEqual(['The Paid in advance may not be greater than 99999999.99.'])
    const detail = (await admin.get(`/api/repair/${id}`)).json()
    expect(detail).toMatchObject({ charges: 120, prePaid: 50 })
  })
})
