import { holdsGate } from '@counterpart/domain/permissions'
import type { DocumentLoader } from './loaders.ts'
import { buybackSlipDocument } from './buyback-slip.ts'

/** A buy-back as stored, with how its seller was paid, through the buy-back and payments services. */
export const buybackLoader: DocumentLoader = async ({ readers, settings }, id, payload) => {
  const row = await readers.buyback.get(id)
  const [gateway, { general }] = await Promise.all([readers.payments.payoutGateway(id), settings.get()])
  const document = buybackSlipDocument(
    {
      shopName: general.site_name,
      currency: general,
      number: row.barcode,
      at: row.created_at,
      seller: row.fullName,
      item: row.model,
      imei: row.imei,
      paid: row.cost,
      gateway,
    },
    payload.openDrawer === true,
  )
  return { document, label: row.barcode, readable: (actions) => holdsGate(actions, 'customProductManage') }
}
