import { expect, test } from '../support/test.ts'
import { apiCall, signInByApi } from '../support/session.ts'
import { expectFitsEachWindow } from '../support/layout.ts'

test('a shop adds its own repair status, and a ticket moves into it with the comment it asks for, its history on the repair page', async ({
  page,
}) => {
  const stamp = Date.now()
  const status = `Quote sent ${stamp}`
  const device = `Galaxy ${stamp}`

  // Settings › Repair statuses: a status of the shop's own in "Waiting for the customer".
  await signInByApi(page)
  await page.goto('/settings/repair-statuses')
  await expect(page.getByRole('tab', { name: 'Repair statuses' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: 'Add a status to Waiting for the customer' }).click()
  const dialog = page.getByRole('dialog', { name: 'New status in Waiting for the customer' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(status)
  await dialog.getByRole('textbox', { name: 'Public label' }).fill('We sent you a quote')
  await dialog.getByRole('spinbutton', { name: 'Time limit (minutes)' }).fill('1440')
  await dialog.getByLabel('Requires a comment').check()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Repair status has been added.')).toBeVisible()
  const group = page.getByRole('region', { name: 'Waiting for the customer' })
  await expect(group).toContainText(status)
  await expect(group).toContainText('Customers see “We sent you a quote”')
  await expect(group).toContainText('Overdue after 1440 min')
  await expectFitsEachWindow(page, 'Settings › Repair statuses')
  await page.setViewportSize({ width: 1366, height: 768 })

  // A new ticket starts in the default status of "New".
  const created = await apiCall<{ id: number }>(page, 'POST', '/api/repair', {
    name: 'Kofi Mensah',
    phone: '0244 555 0199',
    issue: 'Charging port loose',
    deviceName: device,
    charges: 45,
  })
  expect(created.status).toBe(200)
  await page.goto(`/repair-form/${created.body.id}`)
  const workflow = page.getByRole('region', { name: 'Status' })
  await expect(workflow).toContainText('New')

  // Moving it into the new status asks for the comment first.
  await workflow.getByRole('combobox', { name: 'Move to' }).click()
  await page.getByRole('option', { name: status }).click()
  await workflow.getByRole('button', { name: 'Move' }).click()
  await expect(workflow.getByText(`The Comment is required when moving to "${status}".`)).toBeVisible()
  await workflow.getByRole('textbox', { name: 'Comment' }).fill('Quoted 45 by phone')
  await workflow.getByRole('button', { name: 'Move' }).click()
  await expect(page.getByText(`Repair moved to "${status}".`)).toBeVisible()
  const history = page.getByRole('list', { name: 'Repair history' })
  await expect(history.getByRole('listitem')).toHaveCount(2)
  await expect(history.getByRole('listitem').last()).toContainText(`New → ${status}`)
  await expect(history.getByRole('listitem').last()).toContainText('“Quoted 45 by phone”')
  await expectFitsEachWindow(page, 'The repair page')
  await page.setViewportSize({ width: 1366, height: 768 })

  // The list shows its stage beside the spec's columns, and finds it by stage.
  await page.goto('/repair-lists')
  await page.getByRole('combobox', { name: 'Stage' }).click()
  await page.getByRole('option', { name: 'Waiting for the customer' }).click()
  const row = page.getByRole('row').filter({ hasText: device })
  await expect(row).toContainText(status)
  await expect(row).toContainText('Pending')
  await expectFitsEachWindow(page, 'The repair list')
})
