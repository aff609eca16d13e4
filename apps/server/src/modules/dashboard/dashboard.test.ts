import { beforeAll, describe, expect, it } from 'vitest'
import { adminAppForFile, createStaff, TestClient } from '../../../test/helpers.ts'
import { decodeQuotedPrintable, mailCatcherForFile } from '../../../test/mail-catcher.ts'
import { buildReportFixture, REPORT_NOW, setShopTimezone } from '../../../test/report-fixtures.ts'

/** Figures worked out by hand from test/report-fixtures.ts (Europe/Paris, now = 2026-03-10 10:00 UTC). */
const mail = await mailCatcherForFile()
const { test, admin } = await adminAppForFile()

beforeAll(async () => {
  await buildReportFixture(test, admin)
}, 60_000)

async function useMailServer(port: number): Promise<void> {
  await test.services.settings.update((current) => ({
    ...current,
    mail: {
      ...current.mail,
      mail_host: '127.0.0.1',
      mail_port: port,
      mail_encryption: 'null',
      from_email: 'shop@example.com',
    },
  }))
}

describe('GET /api/dashboard-chart', () => {
  it('sums sales and their cost per month of the shop over the last 12 months, and the figures of that window', async () => {
    const response = await admin.get('/api/dashboard-chart')
    expect(response.statusCode).toBe(200)
    // Nov S8 55.00/30.00; Dec S7 20.00/12.00; Jan S6 8.00/5.00 (1 January 00:30 in Paris); Feb S10 8.00/5.00;
    // Mar S1 44 + S2 62.70 + S3 24 + S4 20 + S5 50 = 200.70, cost 24 + 35 + 15 + 12 + 30 = 116; S9 removed.
    expect(response.json()).toEqual({
      months: [
        '2025-04',
        '2025-05',
        '2025-06',
        '2025-07',
        '2025-08',
        '2025-09',
        '2025-10',
        '2025-11',
        '2025-12',
        '2026-01',
        '2026-02',
        '2026-03',
      ],
      areaChartPrice: [0, 0, 0, 0, 0, 0, 0, 55, 20, 8, 8, 200.7],
      areaChartCost: [0, 0, 0, 0, 0, 0, 0, 30, 12, 5, 5, 116],
      sales: 291.7,
      sold: 13,
      cost: 168,
      // 20 + 8 + 3 + 3 + (16 + 19.70 + 9 + 8 + 20)
      profit: 106.7,
      tax: 15,
      // Now, apart: customers owe S3 14 + S8 45; the shop owes P1 74 + P3 110 + P4 20 + P5 27.
      receivableAmount: 59,
      payableAmount: 231,
      // Net of every refund of the window (R1-R5: cost 64.00, profit 41.56, tax 2.80): gross = cost 168 +
      // profit 106.70 + discount 3.30 = 278; returns = 64 + 41.56 = 105.56; net = 278 - 3.30 - 105.56.
      year: {
        orders: 9,
        grossSales: 278,
        discount: 3.3,
        returns: 105.56,
        netSales: 169.14,
        netProfit: 65.14,
        netTax: 12.2,
        repairs: 0,
        repairAmount: 0,
        repairTax: 0,
        bills: 0,
        billAmount: 0,
        billTax: 0,
        income: 169.14,
        incomeTax: 12.2,
      },
      // Today in Paris (10 March): S1, S2, S3 (cost 74, profit 44.70, discount 3.30, tax 10) less R1 and
      // R4 (cost 17, profit 10.56, tax 2.80): gross 122, returns 27.56, net 91.14.
      today: expect.objectContaining({ orders: 3, grossSales: 122, returns: 27.56, netSales: 91.14, netTax: 7.2 }),
      // The week from Monday 9 March adds S4 (20.00: cost 12, profit 8, 23:30 on the 9th in Paris).
      week: expect.objectContaining({ orders: 4, grossSales: 142, returns: 27.56, netSales: 111.14 }),
    })
  })

  it("puts each sale in the month of the shop's calendar", async () => {
    await setShopTimezone(test, 'UTC')
    try {
      const chart = (await admin.get('/api/dashboard-chart')).json()
      // In UTC the sale of 31 December 23:30 belongs to December.
      expect(chart.areaChartPrice.slice(-4)).toEqual([28, 0, 8, 200.7])
      expect(chart.areaChartCost.slice(-4)).toEqual([17, 0, 5, 116])
    } finally {
      await setShopTimezone(test, 'Europe/Paris')
    }
  })

  it('moves its window with the clock: a year later only the last spring is left', async () => {
    const clock = test.services.reports.clock
    clock.now = () => Date.parse('2027-02-15T12:00:00Z')
    try {
      const chart = (await admin.get('/api/dashboard-chart')).json()
      expect(chart.months[0]).toBe('2026-03')
      expect(chart.areaChartPrice[0]).toBe(200.7)
      expect(chart.areaChartPrice.slice(1)).toEqual(Array(11).fill(0))
      expect(chart.sales).toBe(200.7)
    } finally {
      clock.now = () => REPORT_NOW
    }
  })

  it('is kept from staff without the reports permission', async () => {
    await createStaff(test, { email: 'till@example.com', flags: ['saleCreate'] })
    const cashier = new TestClient(test.app)
    expect((await cashier.login('till@example.com', 'password123')).statusCode).toBe(200)
    expect((await cashier.get('/api/dashboard-chart')).statusCode).toBe(403)
    expect(
      (await cashier.post('/api/send-mail', { email: 'a@example.com', subject: 'x', message: 'y' })).statusCode,
    ).toBe(403)
  })
})

describe('POST /api/send-mail', () => {
  it('sends the quick mail over the configured SMTP server', async () => {
    await useMailServer(mail.port)
    const before = mail.mails.length
    const response = await admin.post('/api/send-mail', {
      email: 'customer@example.com',
      subject: 'Your repair is ready',
      message: 'Hello, your phone is ready for pickup.',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ message: 'Mail has been sent successfully !' })
    const caught = await mail.waitForMail(before + 1)
    expect(caught.to).toEqual(['customer@example.com'])
    expect(caught.from).toBe('shop@example.com')
    expect(caught.raw).toContain('Subject: Your repair is ready')
    expect(decodeQuotedPrintable(caught.raw)).toContain('Hello, your phone is ready for pickup.')
  })

  it('shows what is missing under its field', async () => {
    const response = await admin.post('/api/send-mail', { email: 'not-an-address', subject: ' ', message: '' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      email: ['The Email must be a valid email address.'],
      subject: ['The Subject field is required.'],
      message: ['The Message field is required.'],
    })
  })

  it('says why when the mail server cannot be reached', async () => {
    await useMailServer(1)
    try {
      const response = await admin.post('/api/send-mail', {
        email: 'customer@example.com',
        subject: 'Hi',
        message: 'Hello',
      })
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toMatch(/^The mail could not be sent: .*ECONNREFUSED/)
    } finally {
      await useMailServer(mail.port)
    }
  })
})
