import { withCheckDigit } from '@counterpart/domain/devices'
import { formData, TINY_PNG, TINY_PNG_DATA_URL, type FilePart } from '../form-data.ts'
import type { TestClient } from '../helpers.ts'
import type { AuditSampleContext, AuditSamples } from './types.ts'

const phoneFromCustomer = {
  fullName: 'Ama Owusu',
  phone: '0244000111',
  address: '4 Ring Road, Accra',
  model: 'Samsung Galaxy S21',
  // Items bought again and again here carry no IMEI: one IMEI is one device the shop holds once (issue 29).
  imei: '',
  cost: '150.00',
  price: '220.50',
  sign: TINY_PNG_DATA_URL,
}

let phones = 0
/** A phone of its own for each purchase that carries an IMEI, so its device unit is audited with it. */
function withImei() {
  phones += 1
  return { ...phoneFromCustomer, imei: withCheckDigit(`35123456${String(phones).padStart(6, '0')}`) }
}

function postForm(client: TestClient, url: string, fields: Record<string, string>, withImage = false) {
  const files: Record<string, FilePart> = withImage ? { image: { filename: 'phone.png', content: TINY_PNG } } : {}
  return client.request({ method: 'POST', url, ...formData(fields, files) })
}

async function boughtItem({ admin }: AuditSampleContext): Promise<number> {
  const response = await postForm(admin, '/api/custom-product', phoneFromCustomer)
  if (response.statusCode !== 200) throw new Error(response.body)
  return response.json().item.id
}

/** The buyback module's mutating routes, one successful call each (see types.ts). */
export const buybackSamples: AuditSamples = {
  'POST /custom-product': {
    entity: 'custom-product',
    call: ({ admin }) => postForm(admin, '/api/custom-product', withImei()),
  },
  'POST /custom-product-update/:id': {
    entity: 'custom-product',
    call: async (context) =>
      postForm(context.admin, `/api/custom-product-update/${await boughtItem(context)}`, {
        ...phoneFromCustomer,
        price: '199.00',
      }),
  },
  'DELETE /custom-product/:id': {
    entity: 'custom-product',
    call: async (context) => context.admin.delete(`/api/custom-product/${await boughtItem(context)}`),
  },
  'POST /custom-product-image/:id': {
    entity: 'custom-product',
    call: async (context) =>
      postForm(context.admin, `/api/custom-product-image/${await boughtItem(context)}`, {}, true),
  },
}
