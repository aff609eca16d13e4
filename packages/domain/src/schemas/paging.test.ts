import { describe, expect, it } from 'vitest'
import { pagingQuerySchema } from './paging.ts'

describe('paging query', () => {
  it('defaults to the first page of ten, newest first left to the list', () => {
    expect(pagingQuerySchema.parse({})).toEqual({ page: 1, itemsPerPage: 10, sortDesc: false, search: '' })
  })

  it('caps the page size at 100 and reads sortDesc from text', () => {
    const parsed = pagingQuerySchema.parse({ page: '3', itemsPerPage: '5000', sortBy: 'name', sortDesc: 'true' })
    expect(parsed).toEqual({ page: 3, itemsPerPage: 100, sortBy: 'name', sortDesc: true, search: '' })
  })

  it('trims the search and refuses anything but letters, digits and spaces', () => {
    expect(pagingQuerySchema.parse({ search: '  iPhone 12 ' }).search).toBe('iPhone 12')
    const refused = pagingQuerySchema.safeParse({ search: "x' or 1=1 --" })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toBe('Invalid input !')
  })

  it('names a page below 1', () => {
    const refused = pagingQuerySchema.safeParse({ page: 0 })
    expect(refused.error?.issues[0]?.message).toBe('The Page must be at least 1.')
  })
})
