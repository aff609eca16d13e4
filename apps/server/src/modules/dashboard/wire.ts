import { fromCents } from '@counterpart/domain/money'
import type { DashboardChartResponse } from '@counterpart/domain/schemas/reports'
import type { DashboardService } from './service.ts'

/** The dashboard's one crossing from the cents the service sums to the decimals on the wire. */
export function toDashboardChart({
  months,
  buckets,
  totals,
  owed,
}: Awaited<ReturnType<DashboardService['chart']>>): DashboardChartResponse {
  return {
    sales: fromCents(totals.totalAmount),
    sold: totals.totalItems,
    profit: fromCents(totals.profit),
    cost: fromCents(totals.cost),
    tax: fromCents(totals.taxAmount),
    areaChartPrice: buckets.map((bucket) => fromCents(bucket.totalAmount)),
    areaChartCost: buckets.map((bucket) => fromCents(bucket.cost)),
    months,
    receivableAmount: fromCents(owed.receivable),
    payableAmount: fromCents(owed.payable),
  }
}
