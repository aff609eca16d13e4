import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DashboardChartResponse } from '@counterpart/domain/schemas/reports'
import { api } from '../../../lib/api.ts'

export function getDashboardChart(): Promise<DashboardChartResponse> {
  return api.get<DashboardChartResponse>('/dashboard-chart', { overlay: false })
}

export const dashboardChartQuery = queryOptions({ queryKey: ['/dashboard-chart'], queryFn: getDashboardChart })

export function useDashboardChart(enabled: boolean) {
  return useQuery({ ...dashboardChartQuery, enabled })
}
