import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from '../support/test.ts'
import { shootEveryLook, shopLook } from '../support/looks.ts'
import { apiCall, signInByApi } from '../support/session.ts'

// The machine running the journeys may be busy: a little more patience than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 240_000 })

interface StatusItem {
  id: number
  group: string
  name: string
  isDefault: boolean
}

async function createRepair(page: Page, body: Record<string, unknown>): Promise<{ id: number; key: string }> {
  const created = await apiCall<{ id: number }>(page, 'POST', '/api/repair', {
    issue: 'Cracked screen',
    charges: 90,
    taxRate: 0,
    prePaid: 0,
    ...body,
  })
  expect(created.status).toBe(200)
  const detail = await apiCall<{ key: string }>(page, 'GET', `/api/repair/${created.body.id}`)
  return { id: created.body.id, key: detail.body.key }
}

test('the bench works its day on the Repairs board: opening hours set, tickets dragged and moved with a comment, the technician’s own queue, and the turnaround report', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-8)
  await signInByApi(page)
  await page.setViewportSize({ width: 1366, height: 768 })

  // The shop sets its opening hours on Settings › Repair statuses.
  expect((await apiCall(page, 'POST', '/api/opening-hours', { hours: [] })).status).toBe(200)
  await page.goto('/settings/repair-statuses')
  const hours = page.getByRole('region', { name: 'Opening hours' })
  await hours.getByRole('button', { name: 'Monday to Friday, 09:00 to 18:00' }).click()
  await expect(hours.getByTestId('opening-span')).toHaveCount(5)
  await hours.getByRole('button', { name: 'Add opening' }).click()
  await hours.getByTestId('opening-span').last().getByRole('combobox', { name: 'Day' }).click()
  await page.getByRole('option', { name: 'Saturday' }).click()
  await hours.getByTestId('opening-span').last().getByLabel('Closes').fill('13:00')
  await hours.getByRole('button', { name: 'Save opening hours' }).click()
  await expect(page.getByText('Opening hours have been saved.')).toBeVisible()
  const saved = await apiCall<{ hours: unknown[] }>(page, 'GET', '/api/opening-hours')
  expect(saved.body.hours).toContainEqual({ weekday: 6, opens: '09:00', closes: '13:00' })

  // A status that asks for a comment, and two tickets: one the admin's own.
  const quote = `Quote given ${stamp}`
  expect(
    (
      await apiCall(page, 'POST', '/api/repair-statuses', {
        group: 'waiting_customer',
        name: quote,
        requiresComment: true,
      })
    ).status,
  ).toBe(201)
  const mine = await createRepair(page, {
    name: `Nia ${stamp}`,
    phone: `0244 ${stamp}`,
    deviceName: `Pixel 7 ${stamp}`,
    technicianId: 1,
    priority: 'urgent',
  })
  const other = await createRepair(page, {
    name: `Kofi ${stamp}`,
    phone: `0245 ${stamp}`,
    deviceName: `iPhone 13 ${stamp}`,
  })

  // Dragging a card to Diagnosing moves the ticket to that stage's default status.
  await page.goto('/repair-board')
  const column = (group: string) => page.getByTestId(`board-column-${group}`)
  const card = (key: string) => page.getByTestId(`board-card-${key}`)
  await expect(column('new').getByTestId(`board-card-${mine.key}`)).toBeVisible()
  // The drag as the browser delivers it to the card and the column (a pointer drag lands on whichever card is
  // under the pointer when the board, shared with the other journeys' tickets, settles).
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer())
  await card(mine.key).dispatchEvent('dragstart', { dataTransfer })
  await column('diagnosing').dispatchEvent('dragover', { dataTransfer })
  await column('diagnosing').dispatchEvent('drop', { dataTransfer })
  await expect(page.getByText('Repair moved to "Diagnosing".')).toBeVisible()
  await expect(column('diagnosing').getByTestId(`board-card-${mine.key}`)).toBeVisible()
  await expect(column('diagnosing').getByTestId(`board-card-${mine.key}`)).toContainText('Urgent')

  // The card's menu reaches any status; one that wants a comment asks for it.
  await card(other.key)
    .getByRole('button', { name: `Move repair ${other.key}` })
    .click()
  await page.getByRole('menuitem', { name: quote }).click()
  const dialog = page.getByRole('dialog', { name: `Move to “${quote}”` })
  await dialog.getByRole('button', { name: 'Move' }).click()
  await expect(dialog.getByText(`The Comment is required when moving to "${quote}".`)).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Quoted 85 by phone')
  await dialog.getByRole('button', { name: 'Move' }).click()
  await expect(page.getByText(`Repair moved to "${quote}".`)).toBeVisible()
  await expect(column('waiting_customer').getByTestId(`board-card-${other.key}`)).toBeVisible()
  const history = await apiCall<{ events: { comment: string; to: string }[] }>(page, 'GET', `/api/repair/${other.id}`)
  expect(history.body.events.at(-1)).toMatchObject({ to: quote, comment: 'Quoted 85 by phone' })

  // The technician's own queue: the board filtered to Mine.
  await page.getByRole('combobox', { name: 'Technician' }).click()
  await page.getByRole('option', { name: 'Mine' }).click()
  await expect(card(mine.key)).toBeVisible()
  await expect(card(other.key)).toHaveCount(0)
  await page.getByRole('combobox', { name: 'Technician' }).click()
  await page.getByRole('option', { name: 'Everyone' }).click()
  await expect(card(other.key)).toBeVisible()

  const looks = await shopLook(page)
  await shootEveryLook(page, 'repair-board', looks)

  // The turnaround report lists the ticket in its status now.
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/reports?tab=RepairTurnaround')
  const generate = async () => {
    await page.getByRole('button', { name: 'Generate' }).click()
    await expect(page.getByText('Times count only the minutes the shop is open.')).toBeVisible()
  }
  await generate()
  const perStatus = page.getByRole('table', { name: 'Per status' })
  await expect(perStatus.getByRole('row').filter({ hasText: quote })).toContainText('1')
  await shootEveryLook(page, 'repair-turnaround', looks, generate)
  const statuses = await apiCall<{ items: StatusItem[] }>(page, 'GET', '/api/repair-statuses')
  expect(statuses.body.items.some((status) => status.name === quote)).toBe(true)
})
