import type { Kysely } from 'kysely'
import { isLanguage, type Language } from '@counterpart/domain/i18n/languages'
import type { Database } from '../../db/schema.ts'

/**
 * The language a customer reads their papers and public pages in (issue 32), or null when they chose none
 * (or there is no customer): the reader then follows the shop's. A stored value the app no longer speaks
 * counts as none.
 */
export async function customerLanguageOf(db: Kysely<Database>, customerId: number | null): Promise<Language | null> {
  if (customerId === null) return null
  const row = await db.selectFrom('customers').select('language').where('id', '=', customerId).executeTakeFirst()
  return isLanguage(row?.language) ? row.language : null
}

/**
 * The language of the one customer with this phone (a seller on a buy-back is written down by name and
 * phone, not picked from the customers), or null when nobody or several have it, or they chose none.
 */
export async function languageOfPhone(db: Kysely<Database>, phone: string): Promise<Language | null> {
  if (phone.trim() === '') return null
  const rows = await db.selectFrom('customers').select('language').where('phone', '=', phone.trim()).limit(2).execute()
  const language = rows.length === 1 ? rows[0]?.language : null
  return isLanguage(language) ? language : null
}
