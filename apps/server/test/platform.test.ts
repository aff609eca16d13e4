import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '@counterpart/domain/messages'
import { route, registerRoutes } from '../src/platform/routes.ts'
import { createTestApp, signedInAdmin, TestClient, type TestApp } from './helpers.ts'

let test: TestApp
let logged: string[] = []

beforeAll(async () => {
  test = await createTestApp()
  // A route that fails the way a bug would, to see what the client is told.
  registerRoutes(test.app, [
    route({
      method: 'GET',
      url: '/test-explodes',
      gate: 'signedIn',
      summary: 'test only',
      handler: async () => {
        throw new Error('secret table name users_private in a stack trace')
      },
    }),
  ])
  test.app.addHook('onError', async (_request, _reply, error) => {
    logged.push(error.message)
  })
})
afterAll(() => test.close())

describe('error mapping', () => {
  it('answers malformed JSON with 400 and a message, never a 500', async () => {
    const client = new TestClient(test.app)
    const response = await client.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: MESSAGES.malformedJson })
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: MESSAGES.notFound })
  })

  it('refuses a body over the size limit with 413', async () => {
    const client = new TestClient(test.app)
    const response = await client.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ message: MESSAGES.payloadTooLarge })
  })

  it('hides the detail of a server failure and logs it', async () => {
    logged = []
    const client = await signedInAdmin(test.app)
    const response = await client.get('/api/test-explodes')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ message: MESSAGES.serverError })
    expect(response.body).not.toContain('users_private')
    expect(logged).toContain('secret table name users_private in a stack trace')
  })

  it('stops a route that declares no gate from being registered', async () => {
    const other = await createTestApp()
    try {
      expect(() =>
        other.app.route({ method: 'GET', url: '/api/ungated', handler: async () => ({ leaked: true }) }),
      ).toThrow(/declares no permission gate/)
    } finally {
      await other.close()
    }
  })
})

describe('paged lists', () => {
  it('sorts by the default column when sortBy names no sortable column, even a built-in property name', async () => {
    const admin = await signedInAdmin(test.app)
    for (const sortBy of ['valueOf', 'constructor', '__proto__', 'toString', 'nope']) {
      const response = await admin.get(`/api/user?sortBy=${sortBy}&sortDesc=1`)
      expect(response.statusCode, `${sortBy}: ${response.body}`).toBe(200)
      expect(response.json().userList.data[0].id).toBe(1)
    }
  })
})

describe('text input', () => {
  it('refuses a NUL character in any text field with a 422 naming the field (PostgreSQL text cannot hold it)', async () => {
    const admin = await signedInAdmin(test.app)
    const search = await admin.post('/api/product-search', { key: 'ab\u0000c' })
    expect(search.statusCode).toBe(422)
    expect(search.json().errors).toEqual({ key: ['This field contains an invalid character.'] })
    const product = await admin.post('/api/product', { name: 'Cable', description: '<p>x\u0000</p>' })
    expect(product.statusCode).toBe(422)
    expect(Object.keys(product.json().errors)).toEqual(['description'])
    const list = await admin.get('/api/products?search=a%00b')
    expect(list.statusCode).toBe(422)
  })
})

describe('OpenAPI', () => {
  it('documents every API route with its gate', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs' })).json()
    expect(document.openapi).toBe('3.1.0')
    expect(document.paths['/api/login'].post['x-gate']).toBe('public')
    expect(document.paths['/api/user'].get['x-gate']).toBe('userManage')
    expect(document.paths['/api/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'email',
    )
  })
})
