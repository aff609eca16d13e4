import type { AuditSamples } from './types.ts'
import { authSamples } from './auth.ts'
import { backupsSamples } from './backups.ts'
import { billsSamples } from './bills.ts'
import { buybackSamples } from './buyback.ts'
import { catalogSamples } from './catalog.ts'
import { contactsSamples } from './contacts.ts'
import { customerDisplaySamples } from './customer-display.ts'
import { devicesSamples } from './devices.ts'
import { giftCardsSamples } from './gift-cards.ts'
import { inventorySamples } from './inventory.ts'
import { ordersSamples } from './orders.ts'
import { paymentsSamples } from './payments.ts'
import { posSamples } from './pos.ts'
import { printingSamples } from './printing.ts'
import { purchasingSamples } from './purchasing.ts'
import { repairPartsSamples, repairsSamples } from './repairs.ts'
import { repairEvidenceSamples } from './repair-evidence.ts'
import { settingsSamples } from './settings.ts'
import { showcaseSamples } from './showcase.ts'
import { usersSamples } from './users.ts'
import { tillsSamples } from './tills.ts'

/** Every module's samples: the walk fails on a mutating route that has none. */
export const AUDIT_SAMPLES: AuditSamples = {
  ...authSamples,
  ...backupsSamples,
  ...billsSamples,
  ...buybackSamples,
  ...catalogSamples,
  ...contactsSamples,
  ...customerDisplaySamples,
  ...devicesSamples,
  ...giftCardsSamples,
  ...inventorySamples,
  ...ordersSamples,
  ...paymentsSamples,
  ...posSamples,
  ...printingSamples,
  ...purchasingSamples,
  ...repairsSamples,
  ...repairPartsSamples,
  ...repairEvidenceSamples,
  ...settingsSamples,
  ...showcaseSamples,
  ...usersSamples,
  ...tillsSamples,
}
