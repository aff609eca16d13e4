import { expect, test, type Page } from '@playwright/test'
import type { BackupListResponse } from '@counterpart/domain/schemas/backups'
import { apiCall, signInByApi } from '../support/session.ts'

async function announcement(page: Page): Promise<string> {
  const body = (await apiCall<{ configs: { announcement: string } }>(page, 'POST', '/api/pull-app-configuration')).body
  return body.configs.announcement
}

async function setAnnouncement(page: Page, text: string): Promise<void> {
  expect((await apiCall(page, 'POST', '/api/setting-announcement', { announcement: text })).status).toBe(200)
}

test('back up from the screen, change data, restore it back, and remove the safety copy', async ({ page }) => {
  await signInByApi(page)
  const stamp = Date.now()
  await setAnnouncement(page, `Before backup ${stamp}`)
  try {
    await page.goto('/backup-and-restore')
    const table = page.getByRole('table', { name: 'Backups' })
    await page.getByRole('button', { name: 'Backup now' }).click()
    await expect(page.getByText('Backup created successfully !')).toBeVisible()
    const list = (await apiCall<BackupListResponse>(page, 'GET', '/api/backup-load')).body.backups
    const newest = list[0]
    expect(newest?.kind).toBe('manual')
    const row = table.getByRole('row').filter({ hasText: newest?.name ?? '' })
    await expect(row).toContainText(/\d+(\.\d{2})? (B|KB|MB)/)
    await expect(row.getByRole('cell').first()).toHaveText('1')

    // The shop changes something after the backup...
    await setAnnouncement(page, `After backup ${stamp}`)

    // ... and the backup brings it back, after a confirmation.
    await row.getByRole('button', { name: `Restore ${newest?.name}` }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('Are you sure to restore backup ?')
    const reloaded = page.waitForEvent('load', { timeout: 15_000 })
    await dialog.getByRole('button', { name: 'Restore' }).click()
    await expect(
      page.getByText(/^Backup restored successfully ! The data before the restore was saved as before-restore-/),
    ).toBeVisible()
    await reloaded
    expect(await announcement(page)).toBe(`Before backup ${stamp}`)

    // The safety copy of the data just before the restore is listed; removing it asks first.
    const safety = table.getByRole('row').filter({ hasText: 'Before restore' }).first()
    await expect(safety).toBeVisible()
    const safetyName = ((await safety.getByRole('cell').nth(2).textContent()) ?? '')
      .replace('Before restore', '')
      .trim()
    await safety.getByRole('button', { name: /^Remove / }).click()
    await expect(page.getByRole('dialog')).toContainText('Are you sure to remove ?')
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByText('Backup removed successfully !')).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: safetyName })).toHaveCount(0)
  } finally {
    await setAnnouncement(page, '')
  }
})

test('a file name outside the backup list is refused', async ({ page }) => {
  await signInByApi(page)
  const response = await apiCall<{ errors: { file: string[] } }>(page, 'PATCH', '/api/backup-restore', {
    file: '../../etc/passwd',
  })
  expect(response.status).toBe(422)
  expect(response.body.errors.file).toEqual(['The selected file is invalid.'])
})
