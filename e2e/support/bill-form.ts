import { expect, type Locator, type Page } from '@playwright/test'
import { apiCall } from './session.ts'

/** Bills whose name is `name`, as the bill list finds them. */
export async function billsNamed(page: Page, name: string): Promise<{ name: string; id: number }[]> {
  const list = await apiCall<{ items: { name: string; id: number }[] }>(
    page,
    'GET',
    `/api/bill?search=${encodeURIComponent(name)}&itemsPerPage=10`,
  )
  expect(list.status).toBe(200)
  return list.body.items.filter((bill) => bill.name === name)
}

/**
 * The bill form's Enter rule (issue 15, item 10), wherever the form is (`form`: the page or the POS Add
 * dialog): a line typed and ended with Enter is added to the items and nothing is saved; Enter in another
 * field saves nothing either. Leaves the form with the bill named `name` and one line, unsaved.
 */
export async function expectEnterAddsTheLine(page: Page, form: Locator, name: string): Promise<void> {
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  const itemName = form.getByRole('textbox', { name: 'Item name' })
  await itemName.fill('Screen protector')
  await form.getByRole('spinbutton', { name: 'Qty' }).fill('2')
  const price = form.getByRole('spinbutton', { name: 'Price' })
  await price.fill('15')
  await price.press('Enter')

  const items = form.getByRole('table', { name: 'Bill items' })
  await expect(items.getByRole('row')).toHaveCount(2)
  await expect(items.getByRole('row').nth(1)).toContainText('Screen protector')
  await expect(items.getByRole('row').nth(1)).toContainText('$30.00')
  // Ready for the next line.
  await expect(itemName).toHaveValue('')
  await expect(itemName).toBeFocused()

  // Enter on the bill's own fields saves nothing either: only the Save button saves.
  await form.getByRole('textbox', { name: 'Name', exact: true }).press('Enter')
  await form.getByRole('spinbutton', { name: 'Tax rate (%)' }).press('Enter')
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name)
  await expect(items.getByRole('row')).toHaveCount(2)
  expect(await billsNamed(page, name), 'no bill was saved by Enter').toHaveLength(0)
}
