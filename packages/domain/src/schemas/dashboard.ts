import { z } from 'zod'
import { incomeFiguresSchema, methodAmountSchema, type DashboardChartResponse } from './reports.ts'

/** GET /dashboard-chart. Its type is DashboardChartResponse in ./reports.ts, which the report screens share. */
export const dashboardChartResponseSchema = z.object({
  sales: z.number(),
  sold: z.number(),
  profit: z.number(),
  cost: z.number(),
  tax: z.number(),
  areaChartPrice: z.array(z.number()),
  areaChartCost: z.array(z.number()),
  months: z.array(z.string()),
  receivableAmount: z.number(),
  payableAmount: z.number(),
  year: incomeFiguresSchema,
  today: incomeFiguresSchema,
  week: incomeFiguresSchema,
}) satisfies z.ZodType<DashboardChartResponse>

/** GET /dashboard/home: the low-stock threshold the owner uses on the Stock alerts page. */
export const ownerHomeQuerySchema = z.object({
  threshHold: z.coerce.number().int().min(0).max(1_000_000).optional(),
})
export type OwnerHomeQuery = z.output<typeof ownerHomeQuerySchema>

/**
 * GET /dashboard/home (issue 28, item 6): the owner's day at a glance, each figure an SQL aggregate.
 * Money as decimals; "today" is the shop's calendar day in its time zone.
 */
export const ownerHomeResponseSchema = z.object({
  /** Today, 'YYYY-MM-DD' in the shop's calendar. */
  date: z.string(),
  timezone: z.string(),
  netSales: z.number(),
  /** netSales + today's repairs and bills, without tax. */
  income: z.number(),
  /** Money received today on sales (paid payments made today), per gateway, largest first. */
  receivedByMethod: z.array(methodAmountSchema),
  /** Repairs booked today, and the repairs still pending (a repair records no promised date). */
  repairsToday: z.number(),
  openRepairs: z.number(),
  openRepairsDue: z.number(),
  receivableAmount: z.number(),
  payableAmount: z.number(),
  /** Stock rows and basic-quantity products below the threshold (the Stock alerts page's count). */
  lowStock: z.number(),
  threshHold: z.number(),
  /** Till sessions open now. */
  openTillSessions: z.number(),
})
export type OwnerHomeResponse = z.infer<typeof ownerHomeResponseSchema>
