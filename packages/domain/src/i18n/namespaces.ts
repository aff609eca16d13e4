/**
 * The resource files of each language, one per area, under `locales/<language>/<namespace>.json`. The
 * browser loads a namespace when a page first needs it; the server holds them all.
 *
 * - `common`: words every screen shares (actions, yes/no, paging, empty states).
 * - `spec`: the texts the spec quotes, to the letter in English.
 * - `fields`, `messages`, `validation`: the labels, messages and field checks the domain shares with the server.
 * - `documents`: receipts, invoices, reports and slips on paper and in PDF; `mail`: the mails.
 * - one per feature of the web app.
 */
export const NAMESPACES = [
  'common',
  'spec',
  'fields',
  'messages',
  'validation',
  'documents',
  'mail',
  'shell',
  'auth',
  'dashboard',
  'pos',
  'catalog',
  'inventory',
  'orders',
  'contacts',
  'repairs',
  'devices',
  'buyback',
  'giftcards',
  'payments',
  'bills',
  'purchasing',
  'tills',
  'reports',
  'settings',
  'printing',
  'users',
  'audit',
  'backups',
  'installer',
  'showcase',
  'display',
  'public',
] as const

export type Namespace = (typeof NAMESPACES)[number]

/** What every page needs before it draws: the shared words, the spec's texts and the domain's labels and messages. */
export const STARTUP_NAMESPACES: readonly Namespace[] = ['common', 'spec', 'fields', 'messages', 'validation', 'shell']
