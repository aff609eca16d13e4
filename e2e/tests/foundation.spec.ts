import { expect, test } from '../support/test.ts'
import { mailCount, waitForMailTo } from '../support/mail.ts'
import { ADMIN, apiCall, signInByApi } from '../support/session.ts'

test.describe('sign-in and the shell', () => {
  test('a wrong password shows the error under the Login field', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Login').fill(ADMIN.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('the right password says so and opens the dashboard shell', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Login').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText('Logged in successfully !')).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
    const sections = page.getByRole('navigation', { name: 'Sections' })
    await expect(sections).toBeVisible()
    await expect(page.getByText(ADMIN.name).first()).toBeVisible()
    await expect(page.getByText('Administrator').first()).toBeVisible()
    await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible()
  })

  test('the sidebar leads to every section', async ({ page }) => {
    await signInByApi(page)
    await page.goto('/dashboard')
    const sections = page.getByRole('navigation', { name: 'Sections' })
    await sections.getByRole('link', { name: 'Users Management' }).click()
    await expect(page).toHaveURL(/\/users$/)
    await expect(page).toHaveTitle(/Users Management/)
    await sections.getByRole('link', { name: 'Products' }).click()
    await expect(page).toHaveURL(/\/products/)
    await sections.getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await signInByApi(page)
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible()
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible()
  })

  test('logout returns to the Login screen and the session is gone', async ({ page }) => {
    await signInByApi(page)
    await page.goto('/dashboard')
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    const config = await apiCall<{ autheried: unknown }>(page, 'POST', '/api/pull-app-configuration')
    expect(config.body.autheried).toBeNull()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login$/)
  })
})

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const email = `reset-${Date.now()}@example.com`
  await signInByApi(page)
  const created = await apiCall(page, 'POST', '/api/user', {
    name: 'Reset Person',
    email,
    password: 'first-password-1',
    roleName: 'Cashier',
  })
  expect(created.status).toBeLessThan(300)
  await apiCall(page, 'POST', '/api/logout')

  const before = await mailCount()
  await page.goto('/login')
  await page.getByRole('link', { name: 'Reset here' }).click()
  await expect(page).toHaveURL(/\/forget-password$/)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Confirm Email' }).click()
  await expect(page).toHaveURL(/\/login$/)

  const mail = await waitForMailTo(email, { after: before })
  const link = /https?:\/\/[^\s]+\/reset-password\/[\w-]+\?email=[^\s]+/.exec(mail.raw)?.[0]
  expect(link).toBeTruthy()
  await page.goto(new URL(link as string).pathname + new URL(link as string).search)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('second-password-2')
  await page.getByLabel('Password Confirmation').fill('second-password-2')
  await page.getByRole('button', { name: 'Update New Password' }).click()
  await expect(page.getByText('Your password has been reset.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  await page.getByLabel('Login').fill(email)
  await page.getByLabel('Password').fill('second-password-2')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Logged in successfully !')).toBeVisible()
})
