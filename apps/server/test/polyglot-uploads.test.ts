import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodedPixels, formData, TINY_JPEG, TINY_PNG, TINY_PNG_DATA_URL, type FilePart } from './form-data.ts'
import { createStaff, createTestApp, signedInAdmin, type TestApp, type TestClient } from './helpers.ts'

/**
 * Every upload path keeps only the picture of a PNG or JPEG with an HTML page appended (a polyglot that a
 * browser sniffing the bytes could run as a page): public pictures (avatar, logos, gallery, shop item,
 * category, bought item) and private ones (the seller's photo, ID document and signature). The product
 * image has its own test in catalog.test.ts. Each case looks at the files that appeared on disk, so it
 * does not depend on how a route answers.
 */
let test: TestApp
let admin: TestClient

beforeAll(async () => {
  test = await createTestApp()
  admin = await signedInAdmin(test.app)
})
afterAll(() => test.close())

const HTML_TAIL = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')
const IMAGES = [
  { kind: 'PNG', picture: TINY_PNG, name: 'polyglot.png', type: 'image/png', dataUrl: 'data:image/png;base64,' },
  { kind: 'JPEG', picture: TINY_JPEG, name: 'polyglot.jpg', type: 'image/jpeg', dataUrl: 'data:image/jpeg;base64,' },
] as const
type Image = (typeof IMAGES)[number]

const seller = {
  fullName: 'Polyglot Seller',
  phone: '0244000999',
  address: '1 Test Road',
  model: 'Test Phone',
  // No IMEI: the same seller's phone is bought many times here, and one IMEI is one device (issue 29).
  imei: '',
  cost: '10.00',
  price: '20.00',
  sign: TINY_PNG_DATA_URL,
}

interface Upload {
  url: string
  fields?: Record<string, string>
  files?: Record<string, FilePart>
}

/** How each path is sent the polyglot, after creating the record it belongs to. */
const CASES: { path: string; send: (polyglot: FilePart, image: Image) => Promise<Upload> }[] = [
  {
    path: 'staff avatar',
    send: async (polyglot) => {
      const id = await createStaff(test, { email: `avatar-${Date.now()}-${Math.random()}@example.com` })
      return { url: `/api/user/avatar/${id}`, files: { avatar: polyglot } }
    },
  },
  { path: 'app logo', send: async (polyglot) => ({ url: '/api/setting-logo', files: { logo: polyglot } }) },
  {
    path: 'billing logo',
    send: async (polyglot) => ({ url: '/api/setting-logo-bill', files: { logoBill: polyglot } }),
  },
  {
    path: 'gallery picture',
    send: async (polyglot) => ({ url: '/api/gallery', fields: { title: 'Polyglot' }, files: { image: polyglot } }),
  },
  {
    path: 'shop item picture',
    send: async (polyglot) => {
      const created = await admin.post('/api/shop-list', { name: `Polyglot ${Date.now()}`, price: '1.00' })
      expect(created.statusCode, created.body).toBe(200)
      return { url: `/api/shop-item-image/${created.json().id}`, files: { image: polyglot } }
    },
  },
  {
    path: 'category picture',
    send: async (polyglot) => {
      const created = await admin.post('/api/category', { name: `Polyglot ${Date.now()} ${Math.random()}` })
      expect(created.statusCode, created.body).toBe(200)
      return { url: `/api/category-image/${created.json().id}`, files: { image: polyglot } }
    },
  },
  {
    path: 'bought item picture',
    send: async (polyglot) => {
      const bought = await admin.request({ method: 'POST', url: '/api/custom-product', ...formData(seller) })
      expect(bought.statusCode, bought.body).toBe(200)
      return { url: `/api/custom-product-image/${bought.json().item.id}`, files: { image: polyglot } }
    },
  },
  {
    path: "seller's photo (private)",
    send: async (polyglot) => ({ url: '/api/custom-product', fields: seller, files: { photo: polyglot } }),
  },
  {
    path: "seller's ID document (private)",
    send: async (polyglot) => ({ url: '/api/custom-product', fields: seller, files: { docs: polyglot } }),
  },
  {
    path: "seller's signature (private, sent as a data URL)",
    send: async (polyglot, image) => ({
      url: '/api/custom-product',
      fields: { ...seller, sign: `${image.dataUrl}${polyglot.content.toString('base64')}` },
    }),
  },
  {
    path: 'repair photo (private, issue 30)',
    send: async (polyglot) => {
      const created = await admin.post('/api/repair', {
        name: 'Polyglot Owner',
        phone: '0244000998',
        issue: 'Polyglot',
        deviceName: 'Test Phone',
        charges: 10,
      })
      expect(created.statusCode, created.body).toBe(200)
      return { url: `/api/repair/${created.json().id}/photos`, fields: { stage: 'intake' }, files: { photo: polyglot } }
    },
  },
]

/** Every file under the uploads folder, public and private, with its contents. */
function storedFiles(): Map<string, Buffer> {
  const root = path.join(test.config.dataDir, 'uploads')
  const files = new Map<string, Buffer>()
  if (!fs.existsSync(root)) return files
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    files.set(file, fs.readFileSync(file))
  }
  return files
}

describe('every upload path stores only the picture of a polyglot', () => {
  for (const { path: uploadPath, send } of CASES) {
    for (const image of IMAGES) {
      it(`${uploadPath}: a ${image.kind} with an HTML page appended`, async () => {
        const polyglot: FilePart = {
          filename: image.name,
          content: Buffer.concat([image.picture, HTML_TAIL]),
          type: image.type,
        }
        const upload = await send(polyglot, image)
        const before = storedFiles()
        const response = await admin.request({
          method: 'POST',
          url: upload.url,
          ...formData(upload.fields ?? {}, upload.files ?? {}),
        })
        // 201 where the upload adds a record of its own (a repair photo).
        expect([200, 201], response.body).toContain(response.statusCode)

        const added = [...storedFiles()].filter(([file]) => !before.has(file)).map(([, content]) => content)
        expect(added.length).toBeGreaterThan(0)
        for (const content of added) {
          expect(content.includes('<html>')).toBe(false)
          expect(content.includes('<script>')).toBe(false)
          // Whole pictures, nothing after their end.
          expect((await sharp(content).metadata()).format).toMatch(/^(png|jpeg)$/)
        }
        // One of them is the uploaded picture itself (a bought item also stores the seller's signature).
        const wanted = await decodedPixels(image.picture)
        const pictures = await Promise.all(added.map((content) => decodedPixels(content)))
        expect(pictures).toContainEqual(wanted)
      })
    }
  }
})
