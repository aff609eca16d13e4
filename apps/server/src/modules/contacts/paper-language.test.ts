import { describe, expect, it } from 'vitest'
import { adminAppForFile } from '../../../test/helpers.ts'
import { formData, TINY_JPEG, TINY_PNG_DATA_URL } from '../../../test/form-data.ts'
import { posProduct, saleBody } from '../../../test/pos-fixtures.ts'
import { addCustomer, addProduct } from '../../../test/stock-fixtures.ts'

/** Issue 32: each document names its customer's language, which its receipt printed in the browser reads in. */
const { test, admin } = await adminAppForFile()

describe('the customer’s language on the documents their receipts print from (issue 32)', () => {
  it('names it on a sale, a repair and a gift card sale of a customer who chose one, and null otherwise', async () => {
    const french = await addCustomer(admin, { firstName: 'Claire', lastName: 'Martin', language: 'fr' })
    const nobody = await addCustomer(admin, { firstName: 'Sam', lastName: 'Reed', phone: '+1 555 0111' })
    const product = await posProduct(admin, await addProduct(test, { qty: 10, price: 1500 }))

    const sold = await admin.post('/api/sale', saleBody([{ product }], { customer_id: french }))
    expect(sold.statusCode, sold.body).toBe(201)
    expect((await admin.get(`/api/order/${sold.json().id}`)).json().customerLanguage).toBe('fr')
    const soldToNobody = await admin.post('/api/sale', saleBody([{ product }], { customer_id: nobody }))
    expect((await admin.get(`/api/order/${soldToNobody.json().id}`)).json().customerLanguage).toBeNull()
    const anonymous = await admin.post('/api/sale', saleBody([{ product }]))
    expect((await admin.get(`/api/order/${anonymous.json().id}`)).json().customerLanguage).toBeNull()

    const repair = await admin.post('/api/repair', {
      name: 'Claire Martin',
      phone: '+33 6 22 22 22 22',
      issue: 'Batterie faible',
      deviceName: 'Pixel 7',
      charges: 60,
      customerId: french,
    })
    expect(repair.statusCode, repair.body).toBe(200)
    expect((await admin.get(`/api/repair/${repair.json().id}`)).json().customerLanguage).toBe('fr')

    const cards = await admin.post('/api/gift-cards', { cards: [{ amount: 25 }], gateway: 'card', customer_id: french })
    expect(cards.statusCode, cards.body).toBe(201)
    const saleId: number = cards.json().sale.id
    expect((await admin.get(`/api/gift-card-sales/${saleId}`)).json().customerLanguage).toBe('fr')
    const unnamed = await admin.post('/api/gift-cards', { cards: [{ amount: 25 }], gateway: 'card' })
    expect((await admin.get(`/api/gift-card-sales/${unnamed.json().sale.id}`)).json().customerLanguage).toBeNull()
  })

  it('names the seller’s on a buy-back when they are the one customer with that phone', async () => {
    await addCustomer(admin, { firstName: 'Amira', lastName: 'Haddad', phone: '0550 123 456', language: 'ar' })
    const buy = async (phone: string) => {
      const response = await admin.request({
        method: 'POST',
        url: '/api/custom-product',
        ...formData(
          {
            fullName: 'Amira Haddad',
            phone,
            address: '',
            model: 'Galaxy S21',
            imei: '',
            cost: '150.00',
            price: '220.50',
            sign: TINY_PNG_DATA_URL,
          },
          { photo: { filename: 'seller.jpg', content: TINY_JPEG, type: 'image/jpeg' } },
        ),
      })
      expect(response.statusCode, response.body).toBe(200)
      return (await admin.get(`/api/custom-product/${response.json().item.id}`)).json().item.customerLanguage
    }
    expect(await buy('0550 123 456')).toBe('ar')
    expect(await buy('0550 999 999')).toBeNull()
  })
})
