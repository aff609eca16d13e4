import { expect, test } from '../support/test.ts'
import { shootEveryLook, shopLook } from '../support/looks.ts'
import { signInByApi } from '../support/session.ts'

/**
 * Issue 31, item 3: a gift card sold at the counter for cash, its receipt with the code as a barcode on 80 mm
 * and A4, its balance checked at the counter, and the card found in the back office.
 */
test('a cashier sells a gift card for cash, prints its barcode, checks its balance, and the office finds it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signInByApi(page)
  await page.goto('/pos/portal')
  await page.getByRole('main').getByRole('link', { name: 'Gift cards at the counter' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible()

  // The settings' amounts are buttons; one fills the card's line, and the cash handed over gives change.
  const sell = page.getByRole('region', { name: 'Sell gift cards' })
  await sell.getByRole('group', { name: 'Amounts' }).getByRole('button', { name: '$50.00' }).click()
  await expect(sell.getByRole('textbox', { name: 'Card amount' })).toHaveValue('50')
  await sell.getByRole('textbox', { name: 'Cash tendered' }).fill('60')
  await expect(sell.getByText('Change $10.00')).toBeVisible()
  await sell.getByRole('button', { name: 'Take $50.00' }).click()

  const sold = page.getByRole('region', { name: 'Gift cards sold' })
  await expect(sold.getByTestId('gift-card-change')).toHaveText('$10.00')
  const grouped = (await sold.getByTestId('sold-gift-card-code').innerText()).trim()
  expect(grouped).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/)
  const code = grouped.replaceAll('-', '')
  await expect(sold.getByRole('img', { name: `Barcode ${code}` })).toBeVisible()
  // The sold panel is gone on a reload, so it is pictured once, as the cashier sees it.
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/gift-cards-sold.png`, fullPage: true })

  // The receipt: the code as a Code 128 barcode with its amount, on a roll and on A4.
  await sold.getByRole('link', { name: 'Print receipt' }).click()
  const receipt = page.getByTestId('gift-card-receipt')
  await expect(receipt.getByRole('img', { name: `Barcode ${code}` })).toBeVisible()
  await expect(receipt.getByTestId('gift-card-receipt-card')).toContainText('$50.00')
  await expect(receipt.getByTestId('gift-card-receipt-card')).toContainText(grouped)
  await expect(receipt).toContainText('Change')
  const looks = await shopLook(page)
  await shootEveryLook(page, 'gift-card-receipt-80mm', looks)
  await page.getByRole('button', { name: 'A4' }).click()
  await expect(page).toHaveURL(/paper=a4/)
  await expect(receipt.getByRole('img', { name: `Barcode ${code}` })).toBeVisible()
  await shootEveryLook(page, 'gift-card-receipt-a4', looks)

  // At the counter: the balance, whatever the spelling of the code.
  await page.goto('/pos/gift-cards')
  const check = page.getByRole('region', { name: 'Check a balance' })
  const checkBalance = async () => {
    await check.getByRole('textbox', { name: 'Gift card code' }).fill(grouped.toLowerCase())
    await check.getByRole('button', { name: 'Check' }).click()
    await expect(check.getByTestId('gift-card-check-balance')).toHaveText('$50.00')
  }
  await checkBalance()
  await expect(check.getByTestId('gift-card-check')).toContainText('Active')
  await shootEveryLook(page, 'gift-card-desk', looks, checkBalance)

  // The back office: the card by the start of its code, its page with balance and history, its sale refundable.
  await page.goto('/gift-cards')
  await page.getByRole('searchbox', { name: 'Search' }).fill(code.slice(0, 6))
  const rows = page.getByRole('table', { name: 'Gift cards' }).getByRole('row')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toContainText('$50.00')
  await shootEveryLook(page, 'gift-cards-list', looks)
  await page.getByRole('link', { name: grouped }).first().click()
  await expect(page.getByTestId('gift-card-balance')).toHaveText('$50.00')
  await expect(page.getByRole('table', { name: 'History of the card' })).toContainText('Sold')
  await shootEveryLook(page, 'gift-card-detail', looks)
  await page.getByRole('link', { name: /^\d{12}$/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Gift card sale' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Refund' })).toBeVisible()
  await shootEveryLook(page, 'gift-card-sale', looks)
})
