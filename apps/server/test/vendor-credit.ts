import { expect } from 'vitest'
import { ownerLicenceKey } from '../src/platform/owner-licence.ts'
import type { TestApp } from './helpers.ts'

export const VENDOR_CREDIT_TEXT = 'Printed with Counterpart'

/**
 * A printed document keeps the vendor credit while the owner info holds any text that is not this shop's
 * licence, and drops it once it holds the licence key; `shows` proves the document still printed its
 * content. The owner info is emptied again afterwards.
 */
export async function expectVendorCreditFollowsLicence(
  test: TestApp,
  documentText: () => Promise<string>,
  shows: string,
): Promise<void> {
  const setOwnerInfo = (ownnerInfo: string) =>
    test.services.settings.update((current) => ({ ...current, general: { ...current.general, ownnerInfo } }))
  await setOwnerInfo('made-up-key')
  expect(await documentText()).toContain(VENDOR_CREDIT_TEXT)
  const { general } = await test.services.settings.get()
  await setOwnerInfo(ownerLicenceKey(general.site_name, 'test-licence-secret'))
  try {
    const text = await documentText()
    expect(text).toContain(shows)
    expect(text).not.toContain(VENDOR_CREDIT_TEXT)
  } finally {
    await setOwnerInfo('')
  }
}
