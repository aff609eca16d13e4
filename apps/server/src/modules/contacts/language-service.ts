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
