import Box from '@mui/material/Box'
import GlobalStyles from '@mui/material/GlobalStyles'
import type { ReactNode } from 'react'

/**
 * What a printed report shows: only this area, black on white, on A4 with a margin, its charts in their
 * colours. The shell (menus, bars) and the report's buttons (class `report-no-print`) stay on screen only.
 */
export function ReportPrintArea({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyles
        styles={{
          '@media print': {
            '@page': { size: 'A4', margin: '12mm' },
            'html, body': { background: '#fff !important' },
            'body *': { visibility: 'hidden' },
            '.report-print-area, .report-print-area *': { visibility: 'visible' },
            '.report-print-area': { position: 'absolute', left: 0, top: 0, width: '100%' },
            '.report-print-area *': {
              color: '#000 !important',
              backgroundColor: 'transparent !important',
              boxShadow: 'none !important',
            },
            '.report-no-print': { display: 'none !important' },
            // Nine money columns fit the width of an A4 page in either direction.
            '.report-print-area .MuiTableCell-root': { padding: '4px 6px', fontSize: '10pt' },
            // A chart drawn for a wide window shrinks to the page (its SVG scales by its viewBox).
            '.report-print-area svg': { maxWidth: '100% !important' },
            // Charts draw their words and axes in the theme's text colour, light in dark mode: on paper, black.
            '.report-print-area svg text, .report-print-area svg tspan': { fill: '#000 !important' },
            '.report-print-area .MuiChartsAxis-line, .report-print-area .MuiChartsAxis-tick': {
              stroke: '#000 !important',
            },
            '.report-print-area .MuiChartsGrid-line': { stroke: '#bbb !important' },
          },
        }}
      />
      <Box className="report-print-area">{children}</Box>
    </>
  )
}
