import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/**
 * The print rules of a report, as a plain style sheet rather than emotion's: with the right-to-left
 * style cache (loaded after start, rules added through the CSSOM) Chromium's print did not apply
 * emotion's print rules at all and printed the whole screen; a style element with text is always read.
 * - Only this area prints, black on white, on A4 with a margin; the shell and the report's buttons
 *   (class `report-no-print`) stay on screen.
 * - Charts keep their colours, but their words and axes (the theme's text colour, light in dark mode)
 *   turn black, and a chart drawn for a wide window shrinks to the page (its SVG scales by its viewBox).
 */
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 12mm; }
  html, body { background: #fff !important; }
  body * { visibility: hidden; }
  .report-print-area, .report-print-area * { visibility: visible; }
  .report-print-area { position: absolute; left: 0; right: 0; top: 0; width: 100%; }
  .report-print-area * { color: #000 !important; background-color: transparent !important; box-shadow: none !important; }
  .report-no-print { display: none !important; }
  .report-print-area svg { max-width: 100% !important; }
  .report-print-area svg text, .report-print-area svg tspan { fill: #000 !important; }
  .report-print-area .MuiChartsAxis-line, .report-print-area .MuiChartsAxis-tick { stroke: #000 !important; }
  .report-print-area .MuiChartsGrid-line { stroke: #bbb !important; }
}
`

export function ReportPrintArea({ children }: { children: ReactNode }) {
  return (
    <>
      <style>{PRINT_CSS}</style>
      <Box className="report-print-area">{children}</Box>
    </>
  )
}
