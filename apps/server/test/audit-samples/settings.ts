import { DEFAULT_SETTINGS } from '@counterpart/domain/settings'
import { fileForm, TINY_PNG } from '../form-data.ts'
import type { AuditSamples } from './types.ts'

/** The settings module's mutating routes, one successful call each (see types.ts). */
export const settingsSamples: AuditSamples = {
  'POST /setting-general-update': {
    entity: 'settings',
    call: async ({ admin }) => {
      const { general } = (await admin.get('/api/settings')).json<{ general: Record<string, unknown> }>()
      return admin.post('/api/setting-general-update', {
        ...general,
        site_name: 'Audited Shop',
        phone: '+1 555 0199',
        address_1: '1 Audit Street',
      })
    },
  },
  'POST /setting-mail-update': {
    entity: 'settings',
    call: ({ admin }) =>
      admin.post('/api/setting-mail-update', {
        ...DEFAULT_SETTINGS.mail,
        from_email: 'shop@example.com',
        mail_host: '127.0.0.1',
        mail_user: 'shop',
        mail_password: 'walk-smtp-secret',
      }),
  },
  'POST /setting-reminder-update': {
    entity: 'settings',
    call: ({ admin }) =>
      admin.post('/api/setting-reminder-update', { subject: 'From {shop}', body: 'Dear {customer}, {amount} is due.' }),
  },
  'POST /setting-logo': {
    entity: 'settings',
    call: ({ admin }) =>
      admin.request({ method: 'POST', url: '/api/setting-logo', ...fileForm('logo', 'logo.png', TINY_PNG) }),
  },
  'POST /setting-logo-bill': {
    entity: 'settings',
    call: ({ admin }) =>
      admin.request({ method: 'POST', url: '/api/setting-logo-bill', ...fileForm('logoBill', 'bill.png', TINY_PNG) }),
  },
  'POST /setting-terms-update': {
    entity: 'settings',
    call: ({ admin }) => admin.post('/api/setting-terms-update', { saleTerms: 'No returns after 30 days.' }),
  },
  'POST /setting-pos-update': {
    entity: 'settings',
    call: ({ admin }) => admin.post('/api/setting-pos-update', { ...DEFAULT_SETTINGS.pos, posProductsLimit: 33 }),
  },
  'POST /setting-billing-update': {
    entity: 'settings',
    call: ({ admin }) => admin.post('/api/setting-billing-update', { ...DEFAULT_SETTINGS.bill, billItemFontSize: 13 }),
  },
  'POST /setting-units-update': {
    entity: 'settings',
    call: async ({ admin }) => {
      const { productUnits } = (await admin.get('/api/settings')).json<{ productUnits: string }>()
      return admin.post('/api/setting-units-update', { productUnits: `${productUnits},crate` })
    },
  },
  'POST /setting-announcement': {
    entity: 'settings',
    call: ({ admin }) => admin.post('/api/setting-announcement', { announcement: 'Stocktake on Friday.' }),
  },
  // Issue 31, item 7: the journal's account map, kept with the settings.
  'POST /journal-accounts': {
    entity: 'settings',
    call: ({ admin }) =>
      admin.post('/api/journal-accounts', {
        accounts: [{ role: 'cash', code: '091', name: 'Drawer cash' }],
        xeroTaxRate: 'No VAT',
      }),
  },
}
