import { fileForm, formData, TINY_PNG } from '../form-data.ts'
import type { TestClient } from '../helpers.ts'
import type { AuditSamples } from './types.ts'

async function addGalleryItem(admin: TestClient): Promise<number> {
  const response = await admin.request({
    method: 'POST',
    url: '/api/gallery',
    ...formData({ title: 'Audit repair' }, { image: { filename: 'repair.png', content: TINY_PNG } }),
  })
  if (response.statusCode !== 200) throw new Error(`gallery picture not added: ${response.body}`)
  return response.json<{ updated: { id: number } }>().updated.id
}

async function addShopItem(admin: TestClient): Promise<number> {
  const response = await admin.post('/api/shop-list', { name: 'Audit phone', price: 99.5, description: '' })
  if (response.statusCode !== 200) throw new Error(`shop item not added: ${response.body}`)
  return response.json<{ id: number }>().id
}

/** The showcase module's mutating routes, one successful call each (see types.ts). */
export const showcaseSamples: AuditSamples = {
  'POST /gallery': {
    entity: 'gallery-item',
    call: ({ admin }) =>
      admin.request({
        method: 'POST',
        url: '/api/gallery',
        ...formData({ title: 'Audit screen repair' }, { image: { filename: 'screen.png', content: TINY_PNG } }),
      }),
  },
  'DELETE /gallery/:id': {
    entity: 'gallery-item',
    call: async ({ admin }) => admin.delete(`/api/gallery/${await addGalleryItem(admin)}`),
  },
  'POST /shop-list': {
    entity: 'shop-item',
    call: ({ admin }) => admin.post('/api/shop-list', { name: 'Audit tablet', price: 120, description: 'Used' }),
  },
  'PATCH /shop-list/:id': {
    entity: 'shop-item',
    call: async ({ admin }) =>
      admin.patch(`/api/shop-list/${await addShopItem(admin)}`, { name: 'Audit phone', price: 89, description: '' }),
  },
  'DELETE /shop-list/:id': {
    entity: 'shop-item',
    call: async ({ admin }) => admin.delete(`/api/shop-list/${await addShopItem(admin)}`),
  },
  'POST /shop-item-image/:id': {
    entity: 'shop-item',
    call: async ({ admin }) =>
      admin.request({
        method: 'POST',
        url: `/api/shop-item-image/${await addShopItem(admin)}`,
        ...fileForm('image', 'item.png', TINY_PNG),
      }),
  },
}
