import BackupIcon from '@mui/icons-material/Backup'
import DeleteIcon from '@mui/icons-material/Delete'
import DownloadIcon from '@mui/icons-material/Download'
import RestoreIcon from '@mui/icons-material/Restore'
import UploadIcon from '@mui/icons-material/Upload'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { SETTINGS_RELOAD_DELAY_MS } from '@counterpart/domain/constants'
import { MESSAGES } from '@counterpart/domain/messages'
import { BACKUP_MESSAGES, type BackupEntry, type BackupKind } from '@counterpart/domain/schemas/backups'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ChangeEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { useChartLocale } from '../../components/charts/chart-locale.ts'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { WIDE_ONLY } from '../../components/hidden-below.ts'
import { isApiError } from '../../lib/api-error.ts'
import { signInUrl } from '../../lib/sign-out-reasons.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useGenerateBackup } from './api/generate-backup.ts'
import { backupsQuery, useBackups } from './api/get-backups.ts'
import { useRemoveBackup } from './api/remove-backup.ts'
import { useRestoreBackup } from './api/restore-backup.ts'
import { downloadBackup, uploadBackup } from './api/transfer.ts'
import { formatBytes } from './format-bytes.ts'

const KIND_LABELS: Record<BackupKind, string | null> = {
  manual: null,
  daily: 'backups:kind.daily',
  safety: 'backups:kind.safety',
  uploaded: 'backups:kind.uploaded',
}

/** What a transfer says, by its direction and whether its size is known yet. */
const TRANSFER_TEXTS = {
  upload: { unknown: 'backups:transfer.uploading', known: 'backups:transfer.uploadingPercent' },
  download: { unknown: 'backups:transfer.downloading', known: 'backups:transfer.downloadingPercent' },
} as const

/** On a phone the time and size go under the file name, so the actions stay in view. */
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } } as const

type Pending = { action: 'restore' | 'remove'; backup: BackupEntry } | null

/** A file on its way to or from the server; percent is null while the size is not known yet. */
type Transfer = { direction: 'download' | 'upload'; name: string; percent: number | null } | null

/** Backup and restore (spec 000 §2): Backup now, and the list with Restore and Remove, each confirmed. */
export function BackupsPage() {
  const backups = useBackups()
  const generate = useGenerateBackup()
  const restore = useRestoreBackup()
  const remove = useRemoveBackup()
  const [pending, setPending] = useState<Pending>(null)
  const [transfer, setTransfer] = useState<Transfer>(null)
  const queryClient = useQueryClient()
  const { t } = useTranslation('backups')
  // Backups are told apart by the minute: the time is always shown, whatever the date format.
  const { dateTime } = useFormatters()
  const locale = useChartLocale()

  function reportFailure(error: unknown) {
    // 409 and the like are shown by the global handler; a 422 names the file, which is not a form field here.
    if (isApiError(error) && error.status === 422) showSnackbar(error.errors?.file?.[0] ?? error.message, 'error')
  }

  function download(backup: BackupEntry) {
    setTransfer({ direction: 'download', name: backup.name, percent: 0 })
    downloadBackup(backup.name, (percent) => setTransfer({ direction: 'download', name: backup.name, percent }))
      .catch((error: unknown) => showSnackbar(isApiError(error) ? error.message : String(error), 'error'))
      .finally(() => setTransfer(null))
  }

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // The same file may be chosen again after a refusal.
    event.target.value = ''
    if (!file) return
    setTransfer({ direction: 'upload', name: file.name, percent: 0 })
    uploadBackup(file, (percent) => setTransfer({ direction: 'upload', name: file.name, percent }))
      .then((answer) => {
        showSnackbar(`${answer.message} ${answer.backup.name}`, 'success')
        return queryClient.invalidateQueries({ queryKey: backupsQuery.queryKey })
      })
      // Upload goes around the API client, so its refusals (409 does not match, 422 not a backup) are shown here.
      .catch((error: unknown) =>
        showSnackbar(isApiError(error) ? (error.errors?.file?.[0] ?? error.message) : String(error), 'error'),
      )
      .finally(() => setTransfer(null))
  }

  function confirm() {
    if (!pending) return
    const { action, backup } = pending
    const mutation = action === 'restore' ? restore : remove
    mutation.mutate(
      { file: backup.name },
      {
        onSuccess: (answer) => {
          showSnackbar(answer.message, 'success')
          // A restore signs everyone out (sessions are not restored): start afresh on the sign-in page, which says why.
          if (action === 'restore')
            window.setTimeout(() => window.location.assign(signInUrl('restored')), SETTINGS_RELOAD_DELAY_MS)
        },
        onError: reportFailure,
        onSettled: () => setPending(null),
      },
    )
  }

  const items = backups.data?.backups ?? []
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h5" component="h1">
          {t('backups:title')}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={transfer !== null}>
            {t('backups:upload')}
            <input hidden type="file" accept=".sqlite,.dump,application/octet-stream" onChange={upload} />
          </Button>
          <Button
            variant="contained"
            startIcon={<BackupIcon />}
            loading={generate.isPending}
            onClick={() =>
              generate.mutate(undefined, { onSuccess: (answer) => showSnackbar(answer.message, 'success') })
            }
          >
            {t('backups:backupNow')}
          </Button>
        </Stack>
      </Stack>
      {transfer ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            <Trans
              t={t}
              i18nKey={TRANSFER_TEXTS[transfer.direction][transfer.percent === null ? 'unknown' : 'known']}
              values={{ name: transfer.name, percent: transfer.percent }}
              components={{ b: <bdi /> }}
            />
          </Typography>
          <LinearProgress
            aria-label={
              transfer.direction === 'upload'
                ? t('backups:transfer.uploadProgress')
                : t('backups:transfer.downloadProgress')
            }
            variant={transfer.percent === null || transfer.percent >= 100 ? 'indeterminate' : 'determinate'}
            value={transfer.percent ?? 0}
          />
        </Paper>
      ) : null}
      <Paper variant="outlined">
        {backups.isFetching ? <LinearProgress aria-label={t('backups:loading')} /> : null}
        <TableContainer>
          <Table size="small" aria-label={t('backups:tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('backups:columns.number')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('backups:columns.time')}</TableCell>
                <TableCell>{t('backups:columns.fileName')}</TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {t('backups:columns.fileSize')}
                </TableCell>
                <TableCell align="right">{t('backups:columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((backup) => {
                const kindLabel = KIND_LABELS[backup.kind]
                return (
                  <TableRow key={backup.name} hover>
                    <TableCell>{backup.number}</TableCell>
                    <TableCell sx={WIDE_ONLY}>
                      <bdi>{dateTime(backup.time)}</bdi>
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                        <span style={{ overflowWrap: 'anywhere' }}>{backup.name}</span>
                        {kindLabel ? <Chip size="small" label={t(kindLabel)} /> : null}
                      </Stack>
                      <Typography variant="caption" color="text.secondary" sx={NARROW_ONLY}>
                        <bdi>{dateTime(backup.time)}</bdi> · <bdi>{formatBytes(backup.size, locale)}</bdi>
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>
                      {formatBytes(backup.size, locale)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('backups:actions.download')}>
                        <IconButton
                          aria-label={t('backups:actions.downloadNamed', { name: backup.name })}
                          disabled={transfer !== null}
                          onClick={() => download(backup)}
                        >
                          <DownloadIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('backups:actions.restore')}>
                        <IconButton
                          aria-label={t('backups:actions.restoreNamed', { name: backup.name })}
                          onClick={() => setPending({ action: 'restore', backup })}
                        >
                          <RestoreIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('backups:actions.remove')}>
                        <IconButton
                          aria-label={t('backups:actions.removeNamed', { name: backup.name })}
                          color="error"
                          onClick={() => setPending({ action: 'remove', backup })}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                )
              })}
              {!backups.isPending && items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5} align="center">
                    {MESSAGES.noData}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Alert severity="info">{t('backups:help')}</Alert>
      <ConfirmDialog
        open={pending !== null}
        message={pending?.action === 'restore' ? BACKUP_MESSAGES.confirmRestore : BACKUP_MESSAGES.confirmRemove}
        detail={
          pending && (
            <Trans
              t={t}
              i18nKey={pending.action === 'restore' ? 'backups:confirm.detailRestore' : 'backups:confirm.detail'}
              values={{ time: dateTime(pending.backup.time), name: pending.backup.name }}
              components={{ b: <bdi />, file: <bdi style={{ overflowWrap: 'anywhere' }} /> }}
            />
          )
        }
        confirmLabel={pending?.action === 'restore' ? t('backups:actions.restore') : t('backups:actions.remove')}
        busy={restore.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Stack>
  )
}
