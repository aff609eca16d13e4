import { describe, expect, it } from 'vitest'
import { testAppForFile } from '../../../test/helpers.ts'

const test = await testAppForFile()

describe('GET /api/health', () => {
  it('answers ok while the database answers a query', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  // Runs last: it closes the app's database for good.
  it('answers 503 with a message once the database is gone, so a load balancer takes the process out', async () => {
    await test.database.db.destroy()
    const response = await test.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ message: 'The database cannot be reached.' })
  })
})
