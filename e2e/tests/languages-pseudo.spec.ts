import type { Page, Response } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { trackRequests } from '../support/idle.ts'
import { PAGES, pageUrl } from '../support/pages.ts'
import { seedShop } from '../support/seed.ts'
import { apiCall, signInByApi } from '../support/session.ts'
import { openPage, seedForeignRecords, silencePrinting } from '../support/sweep.ts'

/**
 * Issue 32, item 5: every page in the pseudo-locale (every Latin letter of a translated text accented,
 * packages/domain/src/i18n/pseudo.ts), where any unaccented English word of three letters or more is a text
 * that does not come from the resources. The records the pages show are data, not English: those this journey
 * makes are named in Greek, Arabic and accented French; the words of records other journeys made (the lists
 * show them too) are learnt from the API's answers (`DATA_FIELDS`).
 */

/** Codes and brand words that stay as they are in every language (i18n-conventions.md). */
const ALLOWED = new Set([
  'IMEI', // a device's code
  'SKU', // a product code
  'PDF', // file formats
  'CSV',
  'PNG',
  'JPG',
  'URL',
  'SMTP', // the mail protocol, its settings name it
  'TLS',
  'SSL',
  'ESC', // ESC/POS, the receipt printers' language
  'POS',
  'PIN',
  'VAT', // the seeded tax's code
  'Counterpart', // the product's name
  'pcs', // the seeded unit's code
  'example', // the seeded e-mail addresses' domain (example.com)
  'com',
  'admin', // the signed-in user's e-mail, admin@example.com
])

/**
 * The pseudo-locale formats dates as English does (packages/domain/src/i18n/languages.ts: its numbers must
 * still read as numbers), so the months' and weekdays' names Intl writes are not left-out texts.
 */
const CALENDAR_WORDS: ReadonlySet<string> = new Set(
  (['short', 'long'] as const).flatMap((width) => [
    ...Array.from({ length: 12 }, (_, month) =>
      new Intl.DateTimeFormat('en', { month: width, timeZone: 'UTC' }).format(Date.UTC(2024, month, 15)),
    ),
    ...Array.from({ length: 7 }, (_, day) =>
      new Intl.DateTimeFormat('en', { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + day)),
    ),
  ]),
)

/**
 * Each language's name is written in itself on the language pickers (whoever looks for theirs recognises it in
 * any page): "English" is the name of a language here, not English left out of the resources.
 */
const LANGUAGE_NAME_WORDS: ReadonlySet<string> = new Set(['English'])

/**
 * The fields of the API's answers that hold what staff typed (names, addresses, notes, a user's role title):
 * data, not English.
 */
const DATA_FIELDS =
  /^(name|firstName|lastName|first_name|last_name|company|address|address_1|address_2|email|issue|deviceName|model|note|notes|reason|description|title|sku|barcode|location|city|fullName|customer_name|supplier_name|product_name|warehouse_name|shop_name|site_name|unitOfMeasure|sNumber|serial|reference|key|invoice_no|code|details|shortName|short_name|subject|body|text|message_template|username|category_name|productUnits|roleName)$/

function collectDataWords(value: unknown, words: Set<string>, field = ''): void {
  if (typeof value === 'string') {
    if (DATA_FIELDS.test(field)) for (const word of value.split(/[^A-Za-z]+/)) if (word) words.add(word)
  } else if (Array.isArray(value)) for (const item of value) collectDataWords(item, words, field)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) collectDataWords(item, words, key)
}

/** The visible text of the page: its body's text and the labels, titles and placeholders of what is shown. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.body.innerText]
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]'))) {
      if (!element.checkVisibility()) continue
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)
        if (value) texts.push(value)
      }
    }
    return texts
  })
}

/**
 * The runs of unaccented English words of a text (words joined by spaces or punctuation, no translated text
 * between them): each names a text that does not come from the resources.
 */
function englishIn(text: string, allowed: (word: string) => boolean): string[] {
  const found: string[] = []
  let run: { start: number; end: number } | undefined
  const close = () => {
    if (run) found.push(text.slice(run.start, run.end).replace(/\s+/g, ' '))
    run = undefined
  }
  // A word is a run of letters and digits of any script: "Šáṽé" is one word, not "v" between accented
  // letters, and "77BU4R2J" or a hash is a code. Addresses (a receipt's tracking link) are data, and so are
  // a message template's placeholders ("{device}", "{trackingLink}"): the names the template is written with.
  const blanked = text
    .replace(/https?:\/\/\S+/g, (url) => ' '.repeat(url.length))
    .replace(/\{\w+\}/g, (name) => ' '.repeat(name.length))
  for (const match of blanked.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0]
    const english = /^[A-Za-z]{3,}$/.test(word) && !allowed(word)
    const plain = /^[A-Za-z]+$/.test(word)
    if (run && (!plain || /[[\]\n]/.test(text.slice(run.end, match.index)))) close()
    if (english) run = { start: run?.start ?? match.index, end: match.index + word.length }
    else if (run && plain) run.end = match.index + word.length
  }
  close()
  return found
}

test('every page in the pseudo-locale shows no English the resources do not hold', async ({ page }) => {
  test.setTimeout(300_000)
  const dataWords = new Set<string>()
  page.on('response', (response: Response) => {
    if (!response.url().includes('/api/')) return
    if (!(response.headers()['content-type'] ?? '').includes('json')) return
    response.json().then(
      (body: unknown) => collectDataWords(body, dataWords),
      () => undefined,
    )
  })
  await page.addInitScript(() => window.localStorage.setItem('counterpart.pseudo-locale', '1'))
  await silencePrinting(page)
  trackRequests(page)
  await signInByApi(page)
  const shop = await seedShop(page)
  const foreign = await seedForeignRecords(page)
  // The pages of the seeded records show this journey's own, non-Latin ones.
  const records = {
    ...shop,
    product: foreign.product,
    customer: foreign.customer,
    supplier: foreign.supplier,
    repair: foreign.repair,
    sale: foreign.sale,
  }
  const settings = (await apiCall<{ general: Record<string, unknown> }>(page, 'GET', '/api/settings')).body
  collectDataWords(settings, dataWords)
  // A long name cut short on a card ("Part paid at the cou…") still reads as the start of its data word.
  const cutData = (word: string) => [...dataWords].some((data) => data.length > word.length && data.startsWith(word))
  const allowed = (word: string) =>
    ALLOWED.has(word) ||
    CALENDAR_WORDS.has(word) ||
    LANGUAGE_NAME_WORDS.has(word) ||
    dataWords.has(word) ||
    cutData(word)

  const urls = [...PAGES.map((entry) => pageUrl(entry, records)), `/track/${foreign.repairKey}`]
  const failures: string[] = []
  for (const [index, url] of urls.entries()) {
    await openPage(page, url, index === 0)
    const english = (await visibleTexts(page)).flatMap((text) => englishIn(text, allowed))
    if (english.length) failures.push(`${url}:\n    ${[...new Set(english)].join('\n    ')}`)
  }
  expect(failures, failures.join('\n')).toEqual([])
})
