import { afterEach, describe, expect, it } from 'vitest'
import { emptyPermissions } from '@counterpart/domain/permissions'
import { i18n } from '@counterpart/domain/i18n/translate'
import { sectionLockReason, SIDEBAR_SECTIONS } from './sections.ts'

const section = (route: string) => SIDEBAR_SECTIONS.find((item) => item.route === route)!

describe('the sidebar in the reader’s language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en')
  })

  it('names the sections and why one is locked in French, with the switches in a French list', async () => {
    await i18n.changeLanguage('fr')
    expect(section('Users').label).toBe('Gestion des utilisateurs')
    const reason = sectionLockReason(section('TransactionMain'), emptyPermissions())
    expect(reason).toMatch(/^Transactions est verrouillé : il faut l’autorisation « .+ », « .+ » ou « .+ »\./)
  })

  it('reads the same sections in Arabic, right to left words and all', async () => {
    await i18n.changeLanguage('ar')
    expect(section('Dashboard').label).toBe('لوحة التحكم')
    expect(sectionLockReason(section('Reports'), emptyPermissions())).toMatch(/^التقارير مقفل: يتطلب صلاحية «.+»\./)
  })
})
