import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReportRef } from '@counterpart/domain/schemas/reports'
import { dateTimeFormat, formatDate } from '@counterpart/domain/format'
import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { ShopLetterhead } from './shop-letterhead.tsx'

/** Dates and names keep their own direction inside a sentence (a date and its time stay in order right to left). */
const BDI = { b: <bdi /> }

interface ReportHeadingProps {
  title: string
  /** Under the title; dates, names and phones in it are isolated (<bdi>) by whoever writes it. */
  subtitle?: ReactNode
  /** A generated report's reference: who made it when, the days it covers, and its barcode. */
  reportRef?: ReportRef
  /** A report of the shop as it is now (no reference): when it was read and by whom. */
  generated?: { time: number | string; by?: string }
  /** The instants a report without a reference covers (the Tax report of a duration). */
  range?: { from: string | null; to: string | null; timezone: string }
}

/**
 * The head of a report: the shop's header on paper, its title, the days it covers, who made it when,
 * and its reference barcode (on a white box, so it scans and reads in dark mode too).
 */
export function ReportHeading({ title, reportRef, subtitle, generated, range }: ReportHeadingProps) {
  const { t } = useTranslation('reports')
  const { dateFormat, site_name: siteName, timezone } = useConfigs()
  const zone = reportRef?.timezone ?? range?.timezone ?? timezone
  const span = reportRef ?? range
  // The report's own time zone (the one it was made in), which useFormatters() does not take: the shop's
  // date format, given that zone.
  const day = (value: string | number) => formatDate(value, dateFormat, zone)
  // The range is half-open: the last day covered is the one just before `to`.
  const covered = span?.from && span.to ? { from: day(span.from), to: day(Date.parse(span.to) - 1) } : null
  const made = reportRef ? { time: reportRef.time, by: reportRef.by } : generated
  const madeAt = made ? formatDate(made.time, dateTimeFormat(dateFormat), zone) : ''
  return (
    <>
      <ShopLetterhead />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          {siteName && (
            <Typography variant="overline" component="p" sx={{ '@media print': { display: 'none' } }}>
              {siteName}
            </Typography>
          )}
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          {covered && (
            <Typography>
              <Trans t={t} i18nKey="reports:heading.period" values={covered} components={BDI} />
            </Typography>
          )}
          {made && (
            <Typography variant="body2" color="text.secondary">
              <Trans
                t={t}
                i18nKey={made.by ? 'reports:heading.generatedBy' : 'reports:heading.generated'}
                values={{ time: madeAt, name: made.by }}
                components={BDI}
              />
            </Typography>
          )}
        </Box>
        {reportRef && (
          <Box sx={{ flexShrink: 0 }}>
            <Box
              component="img"
              src={reportRef.barcode}
              alt={t('reports:heading.reference', { key: reportRef.key })}
              sx={{
                display: 'block',
                height: 64,
                maxWidth: 260,
                objectFit: 'contain',
                bgcolor: '#fff',
                p: 0.5,
                borderRadius: 1,
              }}
            />
          </Box>
        )}
      </Stack>
    </>
  )
}
