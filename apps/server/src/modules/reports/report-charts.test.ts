import { beforeAll, describe, expect, it } from 'vitest'
import type { ReportChartBucket, ReportChartResponse } from '@counterpart/domain/schemas/reports'
import { adminAppForFile, createStaff, TestClient } from '../../../test/helpers.ts'
import { buildReportFixture, setShopTimezone, SHOP_TIMEZONE } from '../../../test/report-fixtures.ts'

/**
 * The charts of the sale, refund and purchase reports (issue 16 §11). Expected figures are worked out by
 * hand from test/report-fixtures.ts: the shop is in Europe/Paris and now is 2026-03-10 10:00 UTC.
 */
const { test, admin } = await adminAppForFile()

beforeAll(async () => {
  await buildReportFixture(test, admin)
}, 60_000)

async function chart(url: string, body: Record<string, unknown>) {
  const response = await admin.post(url, body)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ReportChartResponse>()
}

/** The sale chart of Live sales over one period. */
function liveSalesChart(fromDate: string, endDate: string) {
  return chart('/api/sale-report/chart', { way: 1, duration: 'period', fromDate, endDate })
}

/** The buckets that hold orders, as start -> total amount. */
function filled(buckets: ReportChartBucket[]): Record<string, number> {
  return Object.fromEntries(buckets.filter((bucket) => bucket.orders > 0).map((b) => [b.start, b.totalAmount]))
}

const sumOf = (buckets: ReportChartBucket[], field: keyof ReportChartBucket) =>
  Math.round(buckets.reduce((sum, bucket) => sum + Number(bucket[field]) * 100, 0)) / 100

describe('POST /api/sale-report/chart', () => {
  it("cuts today into the shop's hours: the sale of 23:30 UTC is in its first hour", async () => {
    const answer = await chart('/api/sale-report/chart', { way: 1, duration: 'today' })
    expect(answer.unit).toBe('hour')
    expect(answer.timezone).toBe(SHOP_TIMEZONE)
    expect(answer.buckets).toHaveLength(24)
    // S2 at 00:30 in Paris, S1 at 09:00; the removed S9 (09:50) is in no bucket.
    expect(answer.buckets[0]).toEqual({
      start: '2026-03-10 00:00',
      from: '2026-03-09T23:00:00.000Z',
      to: '2026-03-10T00:00:00.000Z',
      orders: 1,
      totalItems: 2,
      totalAmount: 62.7,
      cost: 35,
      profit: 19.7,
      taxAmount: 6,
      discountedAmount: 3.3,
    })
    expect(answer.buckets[9]).toMatchObject({ start: '2026-03-10 09:00', orders: 1, totalAmount: 44, profit: 16 })
    expect(filled(answer.buckets)).toEqual({ '2026-03-10 00:00': 62.7, '2026-03-10 09:00': 44 })
  })

  it("cuts this month into the shop's days", async () => {
    const answer = await chart('/api/sale-report/chart', { way: 1, duration: 'monthly' })
    expect(answer.unit).toBe('day')
    expect(answer.buckets).toHaveLength(31)
    expect(answer.buckets.map((bucket) => bucket.start).slice(0, 2)).toEqual(['2026-03-01', '2026-03-02'])
    // S5 on the 2nd; S4 at 23:30 on the 9th in Paris; S1 + S2 on the 10th.
    expect(filled(answer.buckets)).toEqual({ '2026-03-02': 50, '2026-03-09': 20, '2026-03-10': 106.7 })
    expect(answer.buckets[9]).toMatchObject({ cost: 59, profit: 35.7, taxAmount: 10, totalItems: 4 })
  })

  it('cuts this year into months, Live and Due apart like the report', async () => {
    const live = await chart('/api/sale-report/chart', { way: 1, duration: 'yearly' })
    expect(live.unit).toBe('month')
    expect(live.buckets.map((bucket) => bucket.start)).toHaveLength(12)
    // S6 at 00:30 on 1 January in Paris; S10 in February; S1, S2, S4, S5 in March.
    expect(filled(live.buckets)).toEqual({ '2026-01-01': 8, '2026-02-01': 8, '2026-03-01': 176.7 })
    const due = await chart('/api/sale-report/chart', { way: 0, duration: 'yearly' })
    expect(filled(due.buckets)).toEqual({ '2026-03-01': 24 })
  })

  it('cuts a period of a hundred days into weeks from Monday', async () => {
    const answer = await liveSalesChart('2025-12-01', '2026-03-10')
    expect(answer.unit).toBe('week')
    expect(answer.buckets).toHaveLength(15)
    // S7 (31 December) and S6 (1 January) share the week of Monday 29 December.
    expect(filled(answer.buckets)).toEqual({
      '2025-12-29': 28,
      '2026-02-09': 8,
      '2026-03-02': 50,
      '2026-03-09': 126.7,
    })
    expect(answer.buckets.at(-1)?.to).toBe('2026-03-10T23:00:00.000Z')
  })

  it("follows the shop's time zone", async () => {
    await setShopTimezone(test, 'UTC')
    try {
      const year = await chart('/api/sale-report/chart', { way: 1, duration: 'yearly' })
      // In UTC, S6 (23:30 on 31 December) belongs to 2025.
      expect(filled(year.buckets)).toEqual({ '2026-02-01': 8, '2026-03-01': 176.7 })
      const today = await chart('/api/sale-report/chart', { way: 1, duration: 'today' })
      expect(filled(today.buckets)).toEqual({ '2026-03-10 08:00': 44 })
    } finally {
      await setShopTimezone(test, SHOP_TIMEZONE)
    }
  })

  it('answers zeros for a period without sales', async () => {
    const answer = await liveSalesChart('2024-02-01', '2024-02-29')
    expect(answer.unit).toBe('day')
    expect(answer.buckets).toHaveLength(29)
    expect(answer.buckets.every((bucket) => bucket.orders === 0 && bucket.totalAmount === 0)).toBe(true)
  })
})

describe('POST /api/refund-report/chart and /api/purchase-report/chart', () => {
  it('sums the refunds of each day of this month', async () => {
    const answer = await chart('/api/refund-report/chart', { way: 1, duration: 'monthly' })
    // R2 on the 3rd; R1 22.00 + R4 8.36 on the 10th.
    expect(filled(answer.buckets)).toEqual({ '2026-03-03': 50, '2026-03-10': 30.36 })
    expect(answer.buckets[9]).toMatchObject({ orders: 2, cost: 17, profit: 10.56, taxAmount: 2.8 })
  })

  it('sums the purchases of each month of this year', async () => {
    const due = await chart('/api/purchase-report/chart', { way: 0, duration: 'yearly' })
    // P4 at 00:10 on 1 January in Paris and P5 in January; P1 in March; P3 is 31 December.
    expect(filled(due.buckets)).toEqual({ '2026-01-01': 47, '2026-03-01': 114 })
    const live = await chart('/api/purchase-report/chart', { way: 1, duration: 'yearly' })
    expect(filled(live.buckets)).toEqual({ '2026-03-01': 60 })
  })
})

describe('the buckets add up to the report', () => {
  const requests = [
    { way: 1, duration: 'today' },
    { way: 1, duration: 'monthly' },
    { way: 0, duration: 'monthly' },
    { way: 1, duration: 'yearly' },
    { way: 0, duration: 'yearly' },
    { way: 1, duration: 'period', fromDate: '2025-01-01', endDate: '2026-03-10' },
    { way: 0, duration: 'period', fromDate: '2025-11-01', endDate: '2026-03-31' },
  ]
  const kinds = [
    {
      name: 'sale',
      fields: {
        orders: 'orders',
        sold: 'totalItems',
        sales: 'totalAmount',
        cost: 'cost',
        profit: 'profit',
        tax: 'taxAmount',
        discount: 'discountedAmount',
      },
    },
    {
      name: 'refund',
      fields: {
        orders: 'orders',
        returned: 'totalItems',
        refunds: 'totalAmount',
        cost: 'cost',
        revertedProfit: 'profit',
        taxFall: 'taxAmount',
        revertedDiscount: 'discountedAmount',
      },
    },
    {
      name: 'purchase',
      fields: {
        orders: 'orders',
        purchased: 'totalItems',
        costAmount: 'totalAmount',
        tax: 'taxAmount',
        discount: 'discountedAmount',
      },
    },
  ] as const

  for (const kind of kinds) {
    it(`for every duration and way of the ${kind.name} report`, async () => {
      for (const request of requests) {
        const report = (await admin.post(`/api/${kind.name}-report`, request)).json()
        const answer = await chart(`/api/${kind.name}-report/chart`, request)
        for (const [reportField, bucketField] of Object.entries(kind.fields)) {
          expect(
            sumOf(answer.buckets, bucketField as keyof ReportChartBucket),
            `${JSON.stringify(request)} ${reportField}`,
          ).toBe(report[reportField])
        }
      }
    })
  }
})

describe('the chart routes', () => {
  it('refuse a bad period with the report’s own messages', async () => {
    const response = await admin.post('/api/sale-report/chart', { way: 1, duration: 'period', fromDate: '2026-03-10' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      endDate: ['The End date field is required when the Duration is period.'],
    })
    const tooLong = await admin.post('/api/purchase-report/chart', {
      way: 1,
      duration: 'period',
      fromDate: '1000-01-01',
      endDate: '9999-12-31',
    })
    expect(tooLong.statusCode).toBe(422)
    expect(tooLong.json().errors).toEqual({
      endDate: ['The End date may not be more than 10 years after the From date.'],
    })
  })

  it('are kept from staff without the reports permission', async () => {
    await createStaff(test, { email: 'charts-till@example.com', flags: ['saleCreate', 'saleList'] })
    const cashier = new TestClient(test.app)
    expect((await cashier.login('charts-till@example.com', 'password123')).statusCode).toBe(200)
    for (const url of ['/api/sale-report/chart', '/api/refund-report/chart', '/api/purchase-report/chart']) {
      expect((await cashier.post(url, { way: 1, duration: 'today' })).statusCode, url).toBe(403)
    }
    expect((await cashier.get('/api/stock-overall/warehouses')).statusCode).toBe(403)
  })
})
