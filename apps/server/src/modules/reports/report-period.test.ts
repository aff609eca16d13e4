import { describe, expect, it } from 'vitest'
import { adminAppForFile } from '../../../test/helpers.ts'

/**
 * Issue 14 §5: a report over the years 1000 to 9999 cost seconds of CPU and slowed every till. A period
 * is capped at ten years on every route that takes one: the three reports and their CSV exports. How fast
 * the refusal comes back (within a report's 1 s) is measured by `npm run bench`, on a shop of real size,
 * not here on a shared test machine.
 */
const { admin } = await adminAppForFile()

const TOO_LONG = 'The End date may not be more than 10 years after the From date.'

/** Asks a report for one period, of Live (way 1) or Due (way 0) orders. */
function periodReport(url: string, way: 0 | 1, fromDate: string, endDate: string) {
  return admin.post(url, { way, duration: 'period', fromDate, endDate })
}

describe('the report period cap', () => {
  for (const url of ['/api/sale-report', '/api/refund-report', '/api/purchase-report']) {
    it(`${url} refuses 1000-01-01 to 9999-12-31 with a 422 under endDate`, async () => {
      const response = await periodReport(url, 1, '1000-01-01', '9999-12-31')
      expect(response.statusCode).toBe(422)
      expect(response.json().errors).toEqual({ endDate: [TOO_LONG] })
    })

    it(`${url} accepts exactly ten years and refuses one day more`, async () => {
      const tenYears = await periodReport(url, 0, '2016-03-01', '2026-03-01')
      expect(tenYears.statusCode, tenYears.body).toBe(200)
      const oneMore = await periodReport(url, 0, '2016-03-01', '2026-03-02')
      expect(oneMore.statusCode).toBe(422)
      expect(oneMore.json().errors.endDate).toEqual([TOO_LONG])
    })
  }

  for (const url of ['/api/sale-report/csv', '/api/refund-report/csv', '/api/purchase-report/csv']) {
    it(`${url} refuses a period longer than ten years`, async () => {
      const response = await admin.get(`${url}?way=1&duration=period&fromDate=1000-01-01&endDate=9999-12-31`)
      expect(response.statusCode).toBe(422)
      expect(response.json().errors.endDate).toEqual([TOO_LONG])
    })
  }
})
