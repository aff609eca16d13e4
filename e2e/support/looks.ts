import { expect, type Page } from '@playwright/test'
import { apiCall } from './session.ts'

export interface Look {
  name: string
  dark: boolean
  rtl: boolean
}

/**
 * The shop's look (dark, right to left) switched by a journey through the General settings, which save as a
 * whole: the section is made valid once (a fresh shop has no phone or address yet), `set` switches the look
 * and `restore` puts back the look the shop had.
 */
export async function shopLook(page: Page) {
  const stored = (await apiCall<{ general: Record<string, unknown> }>(page, 'GET', '/api/settings')).body.general
  const general = {
    ...stored,
    phone: stored.phone || '+1 555 0100',
    address_1: stored.address_1 || '1 Main Street',
  }
  const save = async (theme: unknown, rtl: unknown) =>
    expect((await apiCall(page, 'POST', '/api/setting-general-update', { ...general, theme, rtl })).status).toBe(200)
  return {
    set: (look: Pick<Look, 'dark' | 'rtl'>) => save(look.dark, look.rtl),
    restore: () => save(stored.theme, stored.rtl),
  }
}
