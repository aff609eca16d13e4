/**
 * Prints a license key for a host: `npm run license -- --host shop.example.com`.
 * Uses the same LICENSE_SECRET as the deployment that will check it.
 */
// First: every language's texts, before any module captures a label or a schema message (translate.ts).
import '@counterpart/domain/i18n/all-resources'
import { parseArgs } from 'node:util'
import { createLicenseKey, normaliseHost } from '../src/modules/installer/license.ts'

const { values } = parseArgs({ options: { host: { type: 'string' } } })
const secret = process.env.LICENSE_SECRET ?? ''
if (!values.host) {
  console.error('Usage: LICENSE_SECRET=... npm run license -- --host shop.example.com')
  process.exit(2)
}
if (!secret) {
  console.error('LICENSE_SECRET is not set: use the secret of the deployment that will check the key.')
  process.exit(2)
}
console.log(createLicenseKey(normaliseHost(values.host), secret))
