import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import type { BackupListResponse } from '@counterpart/domain/schemas/backups'
import { expectFitsWindow } from '../support/layout.ts'
import { apiCall, signInByApi } from '../support/session.ts'

async function announcement(page: Page): Promise<string> {
  const body = (await apiCall<{ configs: { announcement: string } }>(page, 'POST', '/api/pull-app-configuration')).body
  return body.configs.announcement
}

async function setAnnouncement(page: Page, text: string): Promise<void> {
  expect((await apiCall(page, 'POST', '/api/setting-announcement', { announcement: text })).status).toBe(200)
}

/** Holds the next request to `url` until the returned function is called, then lets it through. */
async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    url,
    async (route) => {
      await released
      await route.continue()
    },
    { times: 1 },
  )
  return release
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
    // The question names the backup it acts on and what a restore costs.
    await expect(dialog).toContainText('Backup of')
    await expect(dialog).toContainText(`${newest?.name}). Everything recorded after it is replaced.`)
    await dialog.getByRole('button', { name: 'Restore' }).click()
    await expect(
      page.getByText(/^Backup restored successfully ! The data before the restore was saved as before-restore-/),
    ).toBeVisible()
    // A restore signs everyone out; the sign-in page says why.
    await expect(page).toHaveURL(/\/login\?reason=restored$/, { timeout: 15_000 })
    await expect(page.getByRole('status')).toHaveText(
      'The data was restored from a backup, which signed everyone out. Please sign in again.',
    )
    await signInByApi(page)
    expect(await announcement(page)).toBe(`Before backup ${stamp}`)
    await page.goto('/backup-and-restore')

    // The safety copy of the data just before the restore is listed; removing it asks first.
    const safetyName =
      (await apiCall<BackupListResponse>(page, 'GET', '/api/backup-load')).body.backups.find(
        (entry) => entry.kind === 'safety',
      )?.name ?? ''
    const safety = table.getByRole('row').filter({ hasText: safetyName })
    await expect(safety).toContainText('Before restore')
    await safety.getByRole('button', { name: /^Remove / }).click()
    await expect(page.getByRole('dialog')).toContainText('Are you sure to remove ?')
    await expect(page.getByRole('dialog')).toContainText(`${safetyName}).`)
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByText('Backup removed successfully !')).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: safetyName })).toHaveCount(0)
  } finally {
    await setAnnouncement(page, '')
  }
})

test('download a backup, upload it back, restore it, and read on the sign-in page why you were signed out', async ({
  page,
}, testInfo) => {
  await signInByApi(page)
  const stamp = Date.now()
  await setAnnouncement(page, `Carried off ${stamp}`)
  try {
    await page.goto('/backup-and-restore')
    const table = page.getByRole('table', { name: 'Backups' })
    await page.getByRole('button', { name: 'Backup now' }).click()
    await expect(page.getByText('Backup created successfully !')).toBeVisible()
    const made = (await apiCall<BackupListResponse>(page, 'GET', '/api/backup-load')).body.backups[0]
    const name = made?.name ?? ''

    // Download: the browser receives the file under its own name, byte for byte, with a progress bar
    // while it comes (the answer is held back a moment, as a large file on a slow line would be).
    const releaseDownload = await holdBack(page, '**/api/backup-download**')
    const downloading = page.waitForEvent('download')
    await table
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: `Download ${name}` })
      .click()
    await expect(page.getByRole('progressbar', { name: 'Download progress' })).toBeVisible()
    await expect(page.getByText(`Downloading ${name}`)).toBeVisible()
    releaseDownload()
    const download = await downloading
    await expect(page.getByRole('progressbar', { name: 'Download progress' })).toHaveCount(0)
    expect(download.suggestedFilename()).toBe(name)
    const saved = testInfo.outputPath(name)
    await download.saveAs(saved)
    expect(fs.statSync(saved).size).toBe(made?.size)

    // The copy goes off the machine: the server's file is removed, and the shop changes meanwhile.
    expect((await apiCall(page, 'POST', '/api/backup-remove', { file: name })).status).toBe(200)
    await setAnnouncement(page, `Changed later ${stamp}`)
    await page.reload()

    // Upload: the file is checked, then listed as uploaded.
    const releaseUpload = await holdBack(page, '**/api/backup-upload')
    await page.locator('input[type="file"]').setInputFiles(saved)
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
    await expect(page.getByText(`Uploading and checking ${name}`)).toBeVisible()
    releaseUpload()
    await expect(page.getByText(/^Backup uploaded successfully ! upload-/)).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0)
    const uploaded = table.getByRole('row').filter({ hasText: 'Uploaded' })
    await expect(uploaded).toHaveCount(1)
    const uploadedName =
      (await apiCall<BackupListResponse>(page, 'GET', '/api/backup-load')).body.backups.find(
        (entry) => entry.kind === 'uploaded',
      )?.name ?? ''
    await expect(uploaded).toContainText(uploadedName)
    expect(uploadedName).toMatch(/^upload-\d{4}-\d{2}-\d{2}-\d{6}(-\d+)?\.(sqlite|dump)$/)

    // A file that is not a backup is refused and not listed.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'holiday.sqlite',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('not a backup at all'),
    })
    await expect(page.getByText(/^The Backup file is not a valid backup of this application/)).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: 'Uploaded' })).toHaveCount(1)

    // On a phone the screen still fits: no sideways scrolling of the page.
    await page.setViewportSize({ width: 390, height: 844 })
    await expectFitsWindow(page, 'The Backup screen at 390 px')
    await page.screenshot({ path: testInfo.outputPath('backups-390.png'), fullPage: true })
    await page.setViewportSize({ width: 1366, height: 850 })

    // Restore the uploaded copy.
    await uploaded.getByRole('button', { name: `Restore ${uploadedName}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click()
    await expect(page).toHaveURL(/\/login\?reason=restored$/, { timeout: 15_000 })
    await expect(page.getByRole('status')).toHaveText(
      'The data was restored from a backup, which signed everyone out. Please sign in again.',
    )
    await page.screenshot({ path: testInfo.outputPath('signed-out-after-restore.png') })

    // Signing in again shows the restored data.
    await page.getByLabel('Login').fill('admin@example.com')
    await page.getByLabel('Password').fill('admin123')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).not.toHaveURL(/\/login/)
    expect(await announcement(page)).toBe(`Carried off ${stamp}`)
  } finally {
    await signInByApi(page)
    await setAnnouncement(page, '')
  }
})

test('a file name outside the backup list is refused', async ({ page }) => {
  await signInByApi(page)
  const response = await apiCall<{ errors: { file: string[] } }>(page, 'PATCH', '/api/backup-restore', {
    file: '../../etc/passwd',
  })
  expect(response.status).toBe(422)
  expect(response.body.errors.file).toEqual(['The selected Backup file is invalid.'])
})
