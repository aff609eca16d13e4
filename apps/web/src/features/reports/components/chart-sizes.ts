/**
 * The heights of the reports' charts, shared by the charts (loaded on demand) and the placeholders shown
 * while they load, so the page does not jump. Horizontal bar charts grow with their rows.
 */
export const PERIOD_CHART_HEIGHT_PX = 300
export const PAYMENTS_CHART_HEIGHT_PX = 240

export function topProductsChartHeight(rows: number): number {
  return rows * 30 + 48
}

export function warehouseChartHeight(rows: number): number {
  return rows * 44 + 80
}
