import { expect as baseExpect, test } from '../support/test.ts'
import { waitForMailTo } from '../support/mail.ts'
import { shootEveryLook, shopLook } from '../support/looks.ts'
import { solidPng } from '../support/png.ts'
import { apiCall, signInByApi } from '../support/session.ts'

// The machine running the journeys may be busy: a little more patience than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 240_000 })

test('at the counter: a photo, the intake checklist and the signature; ready only once checked again, which writes to the customer', async ({
  page,
}) => {
  const stamp = Date.now()
  const device = `Pixel ${stamp}`
  const email = `kofi.${stamp}@example.com`
  await signInByApi(page)
  await page.setViewportSize({ width: 1366, height: 768 })
  const looks = await shopLook(page)

  // Settings › Repair messages: "Ready for pickup" mails the customer, from the default text.
  await page.goto('/settings/repair-messages')
  await expect(page.getByRole('tab', { name: 'Repair messages' })).toHaveAttribute('aria-selected', 'true')
  const readyGroup = page.getByRole('region', { name: 'Ready for pickup' })
  await readyGroup.getByRole('button', { name: 'Email when a repair enters Ready for pickup: off' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(/ready for pickup/)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Message template has been saved.')).toBeVisible()
  await expect(
    readyGroup.getByRole('button', { name: 'Email when a repair enters Ready for pickup: on' }),
  ).toBeVisible()
  await shootEveryLook(page, 'repair-messages-settings', looks)

  // Settings › Repair checklists: the seeded Phone category and its items.
  await page.goto('/settings/repair-checklists')
  const phone = page.getByRole('form', { name: 'Device category Phone' })
  await expect(phone.getByRole('textbox', { name: /Checklist/ })).toHaveValue(/Charging port/)
  await shootEveryLook(page, 'repair-checklists-settings', looks)

  const created = await apiCall<{ id: number }>(page, 'POST', '/api/repair', {
    name: 'Kofi Mensah',
    email,
    phone: '0244 555 0199',
    issue: 'Screen cracked',
    deviceName: device,
    charges: 80,
  })
  expect(created.status).toBe(200)
  await page.goto(`/repair-form/${created.body.id}`)
  const evidence = page.getByRole('region', { name: 'Evidence' })

  // A photo the customer will see, from a file (a phone opens its camera instead).
  await evidence.getByLabel('Customer sees it').first().check()
  await evidence
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: solidPng(320, 240, [40, 120, 200]) })
  await expect(page.getByText('Photo has been added.')).toBeVisible()
  await expect(evidence.getByRole('img', { name: 'At intake photo' })).toBeVisible()

  // The intake checklist: the Phone category's items, the screen failing.
  const intake = evidence.getByRole('region', { name: /Checklist at intake/ })
  await intake.getByRole('combobox', { name: 'Device category' }).click()
  await page.getByRole('option', { name: 'Phone' }).click()
  await intake.getByRole('group', { name: 'Screen: Result' }).getByRole('button', { name: 'Fail' }).click()
  await intake.getByRole('textbox', { name: 'Screen: Note' }).fill('cracked corner')
  await intake.getByRole('button', { name: 'Save checklist at intake' }).click()
  await expect(page.getByText('Checklist has been saved.')).toBeVisible()

  // The customer signs at drop-off.
  const pad = evidence.getByRole('group', { name: 'Signature' })
  await pad.getByRole('button', { name: 'Activate' }).click()
  const canvas = pad.getByRole('img', { name: 'Signature pad' })
  const box = await canvas.boundingBox()
  if (!box) throw new Error('the signature pad is not on screen')
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7)
  await page.mouse.down()
  for (let step = 1; step <= 12; step += 1)
    await page.mouse.move(box.x + 30 + step * 25, box.y + box.height * (step % 2 ? 0.3 : 0.7))
  await page.mouse.up()
  await pad.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Signature has been saved.')).toBeVisible()
  await expect(evidence.getByRole('img', { name: 'Signature at drop-off' })).toBeVisible()

  // Ready is refused until the device is checked again after the repair.
  const workflow = page.getByRole('region', { name: 'Status' })
  await workflow.getByRole('combobox', { name: 'Move to' }).click()
  await page.getByRole('option', { name: 'Ready for pickup' }).last().click()
  await workflow.getByRole('button', { name: 'Move' }).click()
  await expect(page.getByText(/Fill in the checklist after the repair before the repair is marked ready/)).toBeVisible()

  const after = evidence.getByRole('region', { name: /Checklist after the repair/ })
  await after.getByRole('combobox', { name: 'Device category' }).click()
  await page.getByRole('option', { name: 'Phone' }).click()
  await after.getByRole('group', { name: 'Screen: Result' }).getByRole('button', { name: 'Pass' }).click()
  await after.getByRole('button', { name: 'Save checklist after the repair' }).click()
  await expect(page.getByText('Checklist has been saved.')).toBeVisible()
  await workflow.getByRole('button', { name: 'Move' }).click()
  await expect(page.getByText('Repair moved to "Ready for pickup".')).toBeVisible()

  // The message to the customer goes through the outbox moments later; the ticket shows it sent.
  const messages = page.getByRole('region', { name: 'Messages to the customer' })
  await expect(messages).toContainText(`Email to ${email}`)
  await expect(messages.getByText('Sent', { exact: true })).toBeVisible()
  const mail = await waitForMailTo(email)
  expect(mail.raw).toContain(`${device} is ready for pickup`)
  await shootEveryLook(page, 'repair-evidence', looks)

  // The customer's tracking page shows the photo the shop chose.
  const key = (await apiCall<{ key: string }>(page, 'GET', `/api/repair/${created.body.id}`)).body.key
  await page.goto('/track')
  await page.getByRole('textbox').first().fill(key)
  await page.getByRole('textbox').first().press('Enter')
  await expect(page.getByRole('img', { name: 'Photo of your device' })).toBeVisible()
})
