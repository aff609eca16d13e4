import { describe, expect, it } from 'vitest'
import { isApiTarget, normalisedPath } from './request-path.ts'

describe('what kind of path a request names', () => {
  it('reads every spelling of an /api path as one', () => {
    for (const target of [
      '/api',
      '/api/user',
      '/API/user',
      '/Api/user?x=1',
      '/%61pi/user',
      '/%41%50%49/user',
      '/%2561pi/user',
      '//api/user',
      '/./api/user',
      '/api/./user',
      '/x/../api/user',
      '/%2e%2e/api/user',
      '/\\api/user',
      '/api;x/user',
      'http://shop.example/api/user',
      'HTTP://shop.example//%61pi/user',
    ]) {
      expect(isApiTarget(target), target).toBe(true)
    }
  })

  it('leaves pages alone, including ones that only start with the same letters', () => {
    for (const target of ['/', '/welcome', '/apiary', '/sales/api', '/uploads/api/x.png', '/%zz/api', '/api-docs']) {
      expect(isApiTarget(target), target).toBe(false)
    }
  })

  it('resolves dots, slashes and escapes into one path', () => {
    expect(normalisedPath('/a//b/./c/../d?e=f')).toBe('/a/b/d')
    expect(normalisedPath('/../../etc/passwd')).toBe('/etc/passwd')
    expect(normalisedPath('http://host:3000')).toBe('/')
    expect(normalisedPath('/bad%zzescape')).toBe('/bad%zzescape')
  })
})
