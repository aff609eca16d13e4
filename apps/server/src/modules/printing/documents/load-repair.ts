import { holdsGate } from '@counterpart/domain/permissions'
import { depositLabel } from '@counterpart/domain/schemas/repair-deposits'
import { trackingUrl } from '../../repairs/service.ts'
import { customerLanguage, inCustomerLanguage } from './document-language.ts'
import type { DocumentLoader } from './loaders.ts'
import { deviceLabelDocument, repairTicketDocument } from './repair-ticket.ts'

/** Repairs are read with the Repairs switch (GET /repair/{id}): their tickets and labels too. */
const readable = (actions: Parameters<typeof holdsGate>[0]) => holdsGate(actions, 'repairManage')

/** The ticket at intake, from the repair as stored through the repairs service (404 when it does not exist). */
export const repairTicketLoader: DocumentLoader = async (context, repairId, payload) => {
  const { readers, settings } = context
  const row = await readers.repairs.get(repairId)
  const [{ deposits }, { general, terms }, base] = await Promise.all([
    readers.repairs.depositsOf(repairId),
    settings.get(),
    readers.linkBase(),
  ])
  // The ticket goes home with the customer: in their language.
  const language = await customerLanguage(context, row.customer_id, general)
  const document = inCustomerLanguage(language, () =>
    repairTicketDocument(
      {
        shopName: general.site_name,
        currency: general,
        number: row.key,
        at: row.created_at,
        customer: row.name,
        phone: row.phone,
        device: row.deviceName,
        imei: row.imei,
        serial: row.sNumber,
        fault: row.issue,
        estimate: row.totalAmount,
        deposit: row.prePaid,
        depositLabel: depositLabel(deposits.filter((item) => item.type === 'credit').map((item) => item.gateway)),
        balance: row.due,
        terms: terms.repairTerms.split('\n')[0]?.trim() ?? '',
        trackingUrl: base ? trackingUrl(base, row.key) : '',
      },
      payload.openDrawer === true,
    ),
  )
  return { document, label: row.key, readable }
}

export const deviceLabelLoader: DocumentLoader = async ({ readers }, repairId) => {
  const row = await readers.repairs.get(repairId)
  const document = deviceLabelDocument({
    number: row.key,
    customer: row.name,
    device: row.deviceName,
    at: row.created_at,
  })
  return { document, label: row.key, readable }
}
