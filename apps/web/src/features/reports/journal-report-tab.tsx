import DownloadIcon from '@mui/icons-material/Download'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableFooter from '@mui/material/TableFooter'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { JOURNAL_FORMAT_TEXT, JOURNAL_LABELS, type JournalResponse } from '@counterpart/domain/schemas/journal'
import { useState, type FormEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { isApiError, type FieldErrors } from '../../lib/api-error.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { journalFileUrl, useJournal, type JournalRequest } from './api/journal.ts'

const FILES = ['xero', 'quickbooks', 'csv'] as const

/** Hidden on a phone: the date and the description wait for a wider window. */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const

function today(): string {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * The accountant's journal (issue 31, item 7): the days asked, or a closed till session's Z (?session=), as
 * balanced lines on screen and as the files Xero and QuickBooks Online import (docs/money.md).
 */
export function JournalReportTab() {
  const { t } = useTranslation('reports')
  const [params] = useSearchParams()
  const session = Number(params.get('session')) || null
  const [from, setFrom] = useState(today)
  const [to, setTo] = useState(today)
  const journal = useJournal()
  const request: JournalRequest = session ? { session } : { from, to }
  const errors: FieldErrors = (isApiError(journal.error) ? journal.error.errors : undefined) ?? {}
  const refusal = isApiError(journal.error) && journal.error.status === 409 ? journal.error.message : null

  function show(event?: FormEvent) {
    event?.preventDefault()
    journal.mutate(request)
  }

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {session ? t('reports:journal.ofSession', { session }) : t('reports:journal.ofDays')}
      </Typography>
      <Stack
        component="form"
        onSubmit={show}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}
        noValidate
      >
        {!session && (
          <>
            <TextField
              type="date"
              size="small"
              label={JOURNAL_LABELS.from}
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              error={Boolean(errors.from)}
              helperText={errors.from?.[0]}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              size="small"
              label={JOURNAL_LABELS.to}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              error={Boolean(errors.to)}
              helperText={errors.to?.[0]}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </>
        )}
        <Button type="submit" variant="contained" disabled={journal.isPending}>
          {t('reports:journal.show')}
        </Button>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('reports:journal.files')}
        </Typography>
        {FILES.map((format) => (
          <Button key={format} href={journalFileUrl(request, format)} startIcon={<DownloadIcon />}>
            {JOURNAL_FORMAT_TEXT[format]}
          </Button>
        ))}
      </Stack>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      {journal.data && <JournalLines journal={journal.data} />}
    </Stack>
  )
}

function JournalLines({ journal }: { journal: JournalResponse }) {
  const { t } = useTranslation('reports')
  const { money, dateTime } = useFormatters()
  if (journal.lines.length === 0) {
    return <Alert severity="info">{t('reports:journal.empty')}</Alert>
  }
  const amount = (value: number) => (value === 0 ? '' : <bdi>{money(value)}</bdi>)
  return (
    <Paper variant="outlined">
      {journal.frozen_at && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
          <Trans
            t={t}
            i18nKey="reports:journal.writtenAt"
            values={{ time: dateTime(journal.frozen_at) }}
            components={{ b: <bdi /> }}
          />
        </Typography>
      )}
      <Table size="small" aria-label={t('reports:journal.table')} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={WIDE}>{t('reports:journal.columns.date')}</TableCell>
            <TableCell>{t('reports:journal.columns.document')}</TableCell>
            <TableCell>{t('reports:journal.columns.account')}</TableCell>
            <TableCell align="right">{t('reports:journal.columns.debit')}</TableCell>
            <TableCell align="right">{t('reports:journal.columns.credit')}</TableCell>
            <TableCell sx={WIDE}>{t('reports:journal.columns.description')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {journal.lines.map((line, index) => (
            <TableRow key={`${line.document}-${line.account}-${index}`}>
              <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                <bdi>{line.date}</bdi>
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-all', fontVariantNumeric: 'tabular-nums' }}>
                <bdi>{line.document}</bdi>
              </TableCell>
              <TableCell>
                <bdi>{line.account}</bdi>
                <Typography variant="caption" color="text.secondary" component="div">
                  <bdi>{line.accountName}</bdi>
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {amount(line.debit)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {amount(line.credit)}
              </TableCell>
              <TableCell sx={WIDE}>{line.description}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td': { color: 'text.primary', fontWeight: 600, fontSize: '0.875rem' } }}>
            <TableCell sx={WIDE} />
            <TableCell colSpan={2}>{t('reports:journal.total')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <bdi>{money(journal.totals.debit)}</bdi>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <bdi>{money(journal.totals.credit)}</bdi>
            </TableCell>
            <TableCell sx={WIDE} />
          </TableRow>
        </TableFooter>
      </Table>
    </Paper>
  )
}
