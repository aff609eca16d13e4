import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/**
 * What a chart shows when there is nothing to draw: what would appear there and how to make it appear
 * (DESIGN, Reports), in the chart's own space so the page does not jump when data arrives.
 */
export function ChartEmptyState({
  title,
  children,
  height = 200,
}: {
  title: string
  children: ReactNode
  height?: number
}) {
  return (
    <Box
      role="status"
      sx={{
        minHeight: height,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 0.5,
        px: 2,
        py: 3,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.secondary',
      }}
    >
      <InsertChartOutlinedIcon aria-hidden sx={{ fontSize: 40, opacity: 0.6 }} />
      <Typography component="p" variant="subtitle1" sx={{ color: 'text.primary', fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography component="p" variant="body2" sx={{ maxWidth: 520 }}>
        {children}
      </Typography>
    </Box>
  )
}
