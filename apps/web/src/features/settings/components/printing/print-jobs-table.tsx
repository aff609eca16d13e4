import CancelIcon from '@mui/icons-material/Cancel'
import ReplayIcon from '@mui/icons-material/Replay'
import Chip from '@mui/material/Chip'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  PRINT_JOB_STATE_TEXT,
  PRINT_JOB_STATES,
  PRINTER_LABELS,
  type PrintJob,
  type PrintJobState,
} from '@counterpart/domain/schemas/printing'
import { useState } from 'react'
import { RowActions } from '../../../../components/row-actions.tsx'
import { ServerDataTable, type Column } from '../../../../components/server-data-table.tsx'
import {
  PRINT_JOBS_PATH,
  PRINT_JOBS_POLL_MS,
  useCancelPrintJob,
  useRetryPrintJob,
} from '../../../../lib/queries/print-jobs.ts'
import { useTills } from '../../../../lib/queries/tills.ts'
import { showSnackbar } from '../../../../lib/snackbar.ts'
import { useFormatters } from '../../../../lib/use-formatters.ts'
import { usePrinters } from '../../api/printers.ts'
import { useTranslation } from 'react-i18next'

const STATE_COLOUR: Record<PrintJobState, 'default' | 'success' | 'warning' | 'error'> = {
  queued: 'warning',
  sent: 'success',
  failed: 'error',
  cancelled: 'default',
}

const ALL = 'all'

/** The print jobs, newest first, read again every few seconds: the worker changes them by itself. */
export function PrintJobsTable() {
  const { t } = useTranslation('settings')
  const { dateTime } = useFormatters()
  const [state, setState] = useState<string>(ALL)
  const [tillId, setTillId] = useState<string>(ALL)
  const [printerId, setPrinterId] = useState<string>(ALL)
  const tills = useTills()
  const printers = usePrinters()
  const retry = useRetryPrintJob()
  const cancel = useCancelPrintJob()
  const done = { onSuccess: (answer: { message: string }) => showSnackbar(answer.message, 'success') }

  const columns: Column<PrintJob>[] = [
    {
      key: 'created_at',
      label: t('settings:jobs.queued'),
      nowrap: true,
      hideBelow: 'md',
      render: (job) => dateTime(job.created_at),
    },
    {
      key: 'title',
      label: t('settings:jobs.job'),
      render: (job) => (
        <>
          <bdi>{job.title}</bdi>
          {job.error && job.state !== 'sent' && (
            <Typography variant="caption" color="error" sx={{ display: 'block' }} data-testid="print-job-error">
              {job.error}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'printer',
      label: t('settings:jobs.printer'),
      hideBelow: 'sm',
      render: (job) => <bdi>{job.printer.name}</bdi>,
    },
    {
      key: 'till',
      label: t('settings:jobs.till'),
      hideBelow: 'lg',
      render: (job) => (job.till ? <bdi>{job.till.name}</bdi> : '-'),
    },
    {
      key: 'state',
      label: t('settings:jobs.state'),
      nowrap: true,
      render: (job) => <Chip size="small" color={STATE_COLOUR[job.state]} label={PRINT_JOB_STATE_TEXT[job.state]} />,
    },
    { key: 'attempts', label: t('settings:jobs.attempts'), align: 'right', hideBelow: 'md' },
  ]

  const choice = (label: string, value: string, onChange: (value: string) => void, options: [string, string][]) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 150, flex: { xs: '1 1 140px', sm: '0 1 200px' } }}
    >
      <MenuItem value={ALL}>{t('settings:jobs.all')}</MenuItem>
      {options.map(([key, text]) => (
        <MenuItem key={key} value={key}>
          <bdi>{text}</bdi>
        </MenuItem>
      ))}
    </TextField>
  )

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="print-jobs-heading">
      <Typography variant="subtitle1" component="h3" id="print-jobs-heading" sx={{ fontWeight: 600 }}>
        {t('settings:jobs.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('settings:jobs.intro')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {choice(
          PRINTER_LABELS.state,
          state,
          setState,
          PRINT_JOB_STATES.map((item) => [item, PRINT_JOB_STATE_TEXT[item]]),
        )}
        {choice(
          PRINTER_LABELS.till_id,
          tillId,
          setTillId,
          (tills.data?.tills ?? []).map((till) => [String(till.id), till.name]),
        )}
        {choice(
          PRINTER_LABELS.printer_id,
          printerId,
          setPrinterId,
          (printers.data?.items ?? []).map((printer) => [String(printer.id), printer.name]),
        )}
      </Stack>
      <ServerDataTable<PrintJob, { items: PrintJob[]; total: number }>
        path={PRINT_JOBS_PATH}
        label={t('settings:jobs.title')}
        searchable={false}
        columns={columns}
        refetchInterval={PRINT_JOBS_POLL_MS}
        params={{
          state: state === ALL ? undefined : state,
          till_id: tillId === ALL ? undefined : tillId,
          printer_id: printerId === ALL ? undefined : printerId,
        }}
        rowActions={(job) => (
          <RowActions
            actions={[
              job.state === 'failed' && {
                title: t('settings:jobs.retry'),
                label: t('settings:jobs.retryRow', { title: job.title }),
                icon: ReplayIcon,
                onClick: () => retry.mutate(job.id, done),
              },
              (job.state === 'failed' || job.state === 'queued') && {
                title: t('common:actions.cancel'),
                label: t('settings:jobs.cancelRow', { title: job.title }),
                icon: CancelIcon,
                color: 'error',
                onClick: () => cancel.mutate(job.id, done),
              },
            ]}
          />
        )}
      />
    </Stack>
  )
}
