import { expect as baseExpect, type Page } from '@playwright/test'

// The machine running the journeys may be busy: a little more patience than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 })

/** A seller at the counter, as the buy-back, trade-in and counter-money journeys fill one in. */

/** A 15-digit IMEI with a right Luhn digit, unique to this run. */
export function imeiOf(stamp: number): string {
  const body = `35${String(stamp).slice(-12)}`
  let sum = 0
  for (let index = 0; index < 14; index++) {
    let digit = Number(body[index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return body + String((10 - (sum % 10)) % 10)
}

/** Draws a signature on the form's pad and saves it. */
export async function sign(page: Page): Promise<void> {
  const pad = page.getByRole('group', { name: 'Signature' })
  await pad.getByRole('button', { name: 'Activate' }).click()
  const canvas = pad.getByRole('img', { name: 'Signature pad' })
  await canvas.scrollIntoViewIfNeeded()
  const box = await canvas.boundingBox()
  if (!box) throw new Error('the signature pad is not on screen')
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7)
  await page.mouse.down()
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + 20 + step * 20, box.y + box.height * (step % 2 ? 0.3 : 0.7))
  }
  await page.mouse.up()
  await pad.getByRole('button', { name: 'Save' }).click()
  await expect(pad.getByText('Signature saved')).toBeVisible()
}
