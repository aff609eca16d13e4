import { describe, expect, it } from 'vitest'
import { ROUTE_PATHS } from '../lib/paths.ts'
import { APP_ROUTES } from './routes.tsx'

describe('route table', () => {
  it('has exactly one page for every named path, so every pathOf link opens a page', () => {
    const names = APP_ROUTES.map((route) => route.name)
    expect(new Set(names).size).toBe(names.length)
    expect([...names].sort()).toEqual(Object.keys(ROUTE_PATHS).sort())
  })
})
