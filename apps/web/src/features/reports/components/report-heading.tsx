import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReportRef } from '@counterpart/domain/schemas/reports'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { dateTimeFormat, formatDate } from '@counterpart/domain/format'

/** The head of a generated report: its title, the days it covers, who made it when, and its reference barcode. */
export function ReportHeading({
  title,
  reportRef,
  subtitle,
}: {
  title: string
  reportRef: ReportRef
  subtitle?: string
}) {
  const { dateFormat, site_name: siteName } = useConfigs()
  const zone = reportRef.timezone
  const withTime = dateTimeFormat(dateFormat)
  // The range is half-open: the last day covered is the one just before `to`.
  const covered =
    reportRef.from && reportRef.to
      ? `${formatDate(reportRef.from, dateFormat, zone)} – ${formatDate(Date.parse(reportRef.to) - 1, dateFormat, zone)}`
      : null
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between' }}>
      <Box>
        {siteName && (
          <Typography variant="overline" component="p">
            {siteName}
          </Typography>
        )}
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        {covered && <Typography>Period: {covered}</Typography>}
        <Typography variant="body2" color="text.secondary">
          Generated {formatDate(reportRef.time, withTime, zone)} by {reportRef.by}
        </Typography>
      </Box>
      <Box sx={{ textAlign: { sm: 'right' } }}>
        <img src={reportRef.barcode} alt={`Report reference ${reportRef.key}`} style={{ height: 56, maxWidth: 260 }} />
      </Box>
    </Stack>
  )
}
