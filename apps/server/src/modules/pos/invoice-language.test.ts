import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { adminAppForFile } from '../../../test/helpers.ts'
import { decodeQuotedPrintable, mailCatcherForFile, mailThrough } from '../../../test/mail-catcher.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { posProduct, sell } from '../../../test/pos-fixtures.ts'
import { addCustomer, addProduct } from '../../../test/stock-fixtures.ts'

/**
 * A customer's papers and mails come in the customer's language (issue 32, item 3): the invoice PDF and the
 * mail that carries it, for a customer who reads French; a customer who chose none gets the shop's (English).
 */

const mail = await mailCatcherForFile()
const { test, admin } = await adminAppForFile()
mailThrough(test, mail)

/**
 * Sets a contact's language straight in the database. The contacts' `language` column comes with the
 * language choices (another change of issue 32): until it is there, the test adds it itself.
 */
async function setContactLanguage(id: number, language: string) {
  const { db } = test.database
  const customers = (await db.introspection.getTables()).find((table) => table.name === 'customers')
  if (!customers?.columns.some((column) => column.name === 'language'))
    await db.schema.alterTable('customers').addColumn('language', 'text').execute()
  await sql`update customers set language = ${language} where id = ${id}`.execute(db)
}

/** The mail's text part as UTF-8 (the catcher keeps the raw message, quoted-printable). */
function mailText(raw: string): string {
  return Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8')
}

async function saleTo(customerId: number) {
  const product = await posProduct(admin, await addProduct(test, { qty: 5, price: 1000 }))
  return sell(admin, [{ product }], { customer_id: customerId, enterAmount: 10 })
}

describe('a customer who reads French', () => {
  it('gets the invoice PDF and its mail in French', async () => {
    const customer = await addCustomer(admin, { email: 'client@example.com' })
    await setContactLanguage(customer, 'fr')
    const sale = await saleTo(customer)

    const invoice = pdfText((await admin.get(`/api/export-sale-invoice/${sale.id}`)).rawPayload)
    expect(invoice).toContain('Facture de vente')
    expect(invoice).toContain(`Transaction : ${sale.key}`)
    expect(invoice).toContain('Total à payer')
    expect(invoice).not.toContain('Sale Invoice')
    // Amounts as the screens write them in French: a decimal comma, the shop's symbol on the shop's side.
    expect(invoice).toContain('$10,00')
    expect(invoice).not.toContain('$10.00')

    const count = mail.mails.length
    const response = await admin.post(`/api/email-sale-invoice/${sale.id}`, { emailTo: 'client@example.com' })
    expect(response.statusCode, response.body).toBe(200)
    // The cashier who sent it reads the answer in their own language (English here).
    expect(response.json()).toEqual({ message: 'Invoice has been sent.' })
    const text = mailText((await mail.waitForMail(count + 1)).raw)
    expect(text).toContain(`Vous trouverez ci-joint la facture de la transaction ${sale.key}.`)
    expect(text).not.toContain('Please find attached')
  })
})

describe('a customer who chose no language', () => {
  it('gets the shop’s: English, as before', async () => {
    const sale = await saleTo(await addCustomer(admin))
    const invoice = pdfText((await admin.get(`/api/export-sale-invoice/${sale.id}`)).rawPayload)
    expect(invoice).toContain('Sale Invoice')
    expect(invoice).toContain('$10.00')
    const count = mail.mails.length
    await admin.post(`/api/email-sale-invoice/${sale.id}`, { emailTo: 'buyer@example.com' })
    expect(mailText((await mail.waitForMail(count + 1)).raw)).toContain(
      `Please find attached the invoice for transaction ${sale.key}.`,
    )
  })
})
