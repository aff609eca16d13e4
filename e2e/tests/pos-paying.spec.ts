import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from '../support/test.ts'
import { productBody } from '../support/sales.ts'
import { apiCall, signInByApi } from '../support/session.ts'

/**
 * Paying and the till day at the terminal (issue 26): the terminal asks for the float of this device's till,
 * counted note by note on the Till page; a cash out from the Till menu; a sale on account with a deposit, whose sold view
 * names the customer, the deposit and the balance; the balance paid from the customer chip; End of day
 * counts the drawer and the Z lists the cash out with its reason.
 */

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 180_000 })

const scanBox = (page: Page) => page.getByRole('combobox', { name: 'Scan or search a product' })

test('a till day at the terminal with a sale on account paid from the customer chip', async ({ page }) => {
  const stamp = Date.now()
  const till = `Paying ${String(stamp).slice(-6)}`
  const name = `Case ${stamp}`
  const barcode = `5${String(stamp).slice(-8)}026`
  const first = `Ola${stamp}`

  await signInByApi(page)
  const product = await apiCall(page, 'POST', '/api/product', productBody({ name, barcode, price: 40, qty: 10 }))
  expect([200, 201]).toContain(product.status)
  const customer = await apiCall(page, 'POST', '/api/customer', {
    firstName: first,
    lastName: 'Account',
    phone: '555-0126',
  })
  expect(customer.status).toBe(201)
  const added = await apiCall<{ id: number }>(page, 'POST', '/api/tills', { name: till })
  expect(added.status).toBe(201)
  // This device stands at the new till (the Till page keeps the choice in the browser the same way).
  await page.addInitScript((id) => localStorage.setItem('counterpart.till', id), String(added.body.id))

  // No open session: the terminal asks for the float, counted note by note on the Till page.
  await page.goto('/pos/portal')
  const prompt = page.getByRole('dialog', { name: `Open ${till}` })
  await prompt.getByRole('link', { name: 'Count the float' }).click()
  await page.waitForURL('**/pos/till')
  const opening = page.getByRole('form', { name: 'Open a session' })
  await opening.getByRole('textbox', { name: 'Count of $20.00' }).fill('5')
  await expect(opening.getByTestId('float-counted')).toHaveText('$100.00')
  await opening.getByRole('button', { name: 'Open session' }).click()
  await expect(page.getByText('Till session opened.')).toBeVisible()
  await page.getByRole('link', { name: 'Back to the terminal' }).click()
  await expect(page.getByRole('dialog', { name: `Open ${till}` })).toHaveCount(0)

  // Cash out from the terminal's Till menu, with its reason.
  await page.getByRole('button', { name: 'Till', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Cash out' }).click()
  const out = page.getByRole('dialog', { name: 'Cash out' })
  await out.getByRole('spinbutton', { name: 'Amount' }).fill('15')
  await out.getByRole('textbox', { name: 'Reason' }).fill('Window cleaner')
  await out.getByRole('button', { name: 'Record cash out' }).click()
  await expect(page.getByText('Cash movement recorded.')).toBeVisible()
  await page.getByRole('link', { name: 'Back to the terminal' }).click()

  // A sale on account with a deposit of 10.00 typed on the keypad.
  await scanBox(page).click()
  await page.keyboard.type(barcode, { delay: 5 })
  await expect(page.getByRole('table', { name: 'Cart' })).toContainText(name)
  await page.getByRole('combobox', { name: 'Customer' }).fill(first)
  await page.getByRole('option', { name: new RegExp(first) }).click()
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  const sheet = page.getByRole('dialog')
  await sheet.getByRole('button', { name: 'On account' }).click()
  await sheet.getByRole('button', { name: '1', exact: true }).click()
  await sheet.getByRole('button', { name: '0', exact: true }).click()
  await expect(sheet.getByTestId('payment-due')).toHaveText('Due: $30.00')
  await sheet.getByRole('button', { name: 'Process' }).click()
  await expect(page.getByText('Sale has been completed.')).toBeVisible()
  await expect(page.getByTestId('sold-customer')).toHaveText(`${first} Account`)
  await expect(page.getByTestId('sold-deposit')).toHaveText('$10.00')
  await expect(page.getByTestId('sold-balance')).toHaveText('$30.00')
  await page.getByRole('button', { name: 'New Sale' }).click()

  // The customer chip shows what they owe; the payment is taken right there.
  await page.getByRole('combobox', { name: 'Customer' }).fill(first)
  await page.getByRole('option', { name: new RegExp(first) }).click()
  await expect(page.getByTestId('customer-balance')).toHaveText('$30.00')
  await page.getByRole('button', { name: new RegExp(`owes \\$30\\.00`) }).click()
  const account = page.getByRole('dialog', { name: /owes/ })
  await expect(account.getByRole('textbox', { name: 'Amount' })).toHaveValue('30.00')
  await account.getByRole('button', { name: 'Take payment' }).click()
  await expect(page.getByTestId('customer-balance')).toHaveCount(0)
  await expect(account.getByTestId('customer-balance-owed')).toHaveText('$0.00')
  await expect(account.getByText('Paid', { exact: true })).toBeVisible()
  await expect(account.getByRole('button', { name: 'Print receipt' })).toBeVisible()
  await account.getByRole('button', { name: 'Close' }).click()

  // End of day: 100 float - 15 out + 10 deposit + 30 paid = 125 in the drawer, counted to the cent.
  await page.getByRole('button', { name: 'Till', exact: true }).click()
  await page.getByRole('menuitem', { name: 'End of day' }).click()
  await page.waitForURL('**/pos/till')
  const end = page.getByRole('form', { name: 'Count the drawer' })
  await end.getByRole('textbox', { name: 'Count of $20.00' }).fill('6')
  await end.getByRole('textbox', { name: 'Count of $5.00' }).fill('1')
  await expect(end.getByTestId('till-difference')).toContainText('$0.00')
  await end.getByRole('button', { name: 'Close session' }).click()
  await page.getByRole('dialog', { name: 'Close the session?' }).getByRole('button', { name: 'Close session' }).click()
  await expect(page.getByText('Till session closed.')).toBeVisible()

  const sessions = await apiCall<{ items: { id: number; tillName: string }[] }>(
    page,
    'GET',
    `/api/till-sessions?till_id=${added.body.id}`,
  )
  const session = sessions.body.items[0]
  const z = await apiCall<{ cashOuts: { amount: number; reason: string }[]; difference: number }>(
    page,
    'GET',
    `/api/till-sessions/${session?.id}/z-report`,
  )
  expect(z.body.difference).toBe(0)
  expect(z.body.cashOuts.map(({ amount, reason }) => ({ amount, reason }))).toEqual([
    { amount: 15, reason: 'Window cleaner' },
  ])
})
