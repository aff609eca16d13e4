import { AUDIT_ENTITIES } from '@counterpart/domain/schemas/audit-labels'
import { describe, expect, it } from 'vitest'
import {
  auditActionLabel,
  auditEntityLabel,
  auditLogUrl,
  auditValue,
  changeLines,
  readableName,
  shortRequestId,
} from './audit-format.ts'

describe('the audit log in words', () => {
  it.each([
    ['price', 'Price'],
    ['sale_price', 'Sale price'],
    ['unitOfMeasure', 'Unit of measure'],
    ['custom-product', 'Custom product'],
    ['auditLog', 'Audit log'],
    ['tax2', 'Tax2'],
  ])('names the field %s "%s"', (key, label) => {
    expect(readableName(key)).toBe(label)
  })

  it('names every kind of record the filter offers, and one it does not know yet', () => {
    for (const entity of AUDIT_ENTITIES) expect(auditEntityLabel(entity)).toMatch(/^[A-Z][a-z ]+$/)
    expect(auditEntityLabel('product')).toBe('Product')
    expect(auditEntityLabel('order')).toBe('Transaction')
    expect(auditEntityLabel('gift-card')).toBe('Gift card')
    expect(auditEntityLabel('constructor')).toBe('Constructor')
  })

  it.each([
    [12.5, '12.5'],
    [0, '0'],
    ['Acme Parts', 'Acme Parts'],
    [true, 'Yes'],
    [false, 'No'],
    [null, 'empty'],
    ['', 'empty'],
    [[1, 2], '1; 2'],
    [[], 'none'],
    [{ a: 1, isActive: true }, 'A: 1, Is active: Yes'],
  ])('shows the value %j as %s', (value, text) => {
    expect(auditValue(value)).toBe(text)
  })

  it('cuts a long value to one short line', () => {
    const text = auditValue('x'.repeat(200))
    expect(text).toHaveLength(60)
    expect(text.endsWith('…')).toBe(true)
  })

  it('tells a changed field from one a new record got and one a removed record had', () => {
    expect(
      changeLines({
        price: { before: 10, after: 12.5 },
        name: { after: 'Cable' },
        note: { before: 'old' },
        password: { after: '(changed)' },
        warehouse_id: { before: null, after: 3 },
      }),
    ).toEqual([
      { field: 'price', label: 'Price', before: '10', after: '12.5' },
      { field: 'name', label: 'Name', before: null, after: 'Cable' },
      { field: 'note', label: 'Note', before: 'old', after: null },
      { field: 'password', label: 'Password', before: null, after: '(changed)' },
      { field: 'warehouse_id', label: 'Warehouse', before: 'empty', after: '#3' },
    ])
    expect(changeLines({})).toEqual([])
  })

  it('names the records a change points at, and reads a sale’s items as goods, never as JSON', () => {
    const names = { customer: { '6': 'Jane Doe' }, product: { '12': 'Phone case' }, order: { '40': '100000000042' } }
    expect(
      changeLines(
        {
          customer_id: { before: null, after: 6 },
          sale_id: { after: 40 },
          items: {
            after: [
              { product_id: 12, qty: 2, price: 12.5 },
              { product_id: 13, qty: 1, price: 3 },
              { custom_product_id: 7, qty: 1 },
            ],
          },
          created_by: { after: 9 },
        },
        names,
      ),
    ).toEqual([
      { field: 'customer_id', label: 'Customer', before: 'empty', after: 'Jane Doe' },
      { field: 'sale_id', label: 'Sale', before: null, after: '100000000042' },
      { field: 'items', label: 'Items', before: null, after: '2 × Phone case at 12.5; 1 × #13 at 3; 1 × #7' },
      { field: 'created_by', label: 'Created by', before: null, after: '#9' },
    ])
  })

  it("reads a payment's gateway and a stock document's status as words, and a shop's own status as typed", () => {
    expect(
      changeLines(
        { status: { before: 'sent', after: 'received' }, payments: { after: [{ gateway: 'cash' }] } },
        {},
        'stock-transfer',
      ),
    ).toEqual([
      { field: 'status', label: 'Status', before: 'Sent', after: 'Received' },
      { field: 'payments', label: 'Payments', before: null, after: 'Gateway: Cash' },
    ])
    expect(changeLines({ status: { after: 'draft' } }, {}, 'stock-count')[0]?.after).toBe('Draft')
    expect(changeLines({ depositGateway: { after: 'card' } }, {}, 'repair')[0]?.after).toBe('Card')
    // Another kind of record's status is not a stock document's: it stays as it was written.
    expect(changeLines({ status: { after: 'sent' } }, {}, 'print-job')[0]?.after).toBe('sent')
  })

  it('says what happened and shortens the request id', () => {
    expect(auditActionLabel('updated')).toBe('Updated')
    expect(auditActionLabel('stock_moved')).toBe('Stock moved')
    // Buy-back pictures were 'image replaced' until every picture became 'image changed' (issue 27):
    // the events stored before still read as they were written.
    expect(auditActionLabel('image replaced')).toBe('Image replaced')
    expect(auditActionLabel('image changed')).toBe('Image changed')
    expect(shortRequestId('0f8c2a9e-4b1d-4c55-9a0e-1d2c3b4a5f60')).toBe('0f8c2a9e…')
    expect(shortRequestId('req-12')).toBe('req-12')
  })
})

describe('the address of the audit log', () => {
  it('carries the filters given, in a fixed order, and leaves out the empty ones', () => {
    expect(auditLogUrl({})).toBe('/audit-log')
    expect(auditLogUrl({ entity_id: '12', entity: 'product', user_id: '' })).toBe(
      '/audit-log?entity=product&entity_id=12',
    )
    expect(auditLogUrl({ from: '2025-01-01', to: '2025-01-31', user_id: '3' })).toBe(
      '/audit-log?user_id=3&from=2025-01-01&to=2025-01-31',
    )
  })
})
