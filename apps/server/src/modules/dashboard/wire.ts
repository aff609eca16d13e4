import { fromCents } from '@counterpart/domain/money'
import type { OwnerHomeResponse } from '@counterpart/domain/schemas/dashboard'
import type { DashboardChartResponse, IncomeFigures, MethodAmount } from '@counterpart/domain/schemas/reports'
import type { ReportsService } from '../reports/service.ts'
import type { DashboardService } from './service.ts'

type Income = Awaited<ReturnType<ReportsService['incomeOver']>>

function toMethods(methods: readonly { gateway: string; amount: number }[]): MethodAmount[] {
  return methods.map((entry) => ({ gateway: entry.gateway, amount: fromCents(entry.amount) }))
}

/** The dashboard's one crossing from the cents the service sums to the decimals on the wire. */
function toIncomeFigures(figures: Income): IncomeFigures {
  return {
    orders: figures.orders,
    grossSales: fromCents(figures.grossSales),
    discount: fromCents(figures.discount),
    returns: fromCents(figures.returns),
    netSales: fromCents(figures.netSales),
    netProfit: fromCents(figures.netProfit),
    netTax: fromCents(figures.netTax),
    repairs: figures.repairs,
    repairAmount: fromCents(figures.repairAmount),
    repairTax: fromCents(figures.repairTax),
    bills: figures.bills,
    billAmount: fromCents(figures.billAmount),
    billTax: fromCents(figures.billTax),
    income: fromCents(figures.income),
    incomeTax: fromCents(figures.incomeTax),
  }
}

export function toDashboardChart({
  months,
  buckets,
  totals,
  owed,
  year,
  today,
  week,
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
    year: toIncomeFigures(year),
    today: toIncomeFigures(today),
    week: toIncomeFigures(week),
  }
}

export function toOwnerHome(home: Awaited<ReturnType<DashboardService['home']>>): OwnerHomeResponse {
  return {
    date: home.date,
    timezone: home.timezone,
    netSales: fromCents(home.netSales),
    income: fromCents(home.income),
    receivedByMethod: toMethods(home.receivedByMethod),
    repairsToday: home.repairsToday,
    openRepairs: home.openRepairs,
    openRepairsDue: fromCents(home.openRepairsDue),
    receivableAmount: fromCents(home.owed.receivable),
    payableAmount: fromCents(home.owed.payable),
    lowStock: home.lowStock,
    threshHold: home.threshHold,
    openTillSessions: home.openTillSessions,
  }
}
