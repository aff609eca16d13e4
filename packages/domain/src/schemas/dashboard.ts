import { z } from 'zod'
import type { DashboardChartResponse } from './reports.ts'

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
}) satisfies z.ZodType<DashboardChartResponse>
