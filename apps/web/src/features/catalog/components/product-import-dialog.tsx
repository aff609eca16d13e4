import DownloadIcon from '@mui/icons-material/Download'
import UploadIcon from '@mui/icons-material/Upload'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { alpha, useTheme, type Theme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import {
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_LABELS,
  PRODUCT_IMPORT_LIMITS,
  type ProductImportColumn,
  type ProductImportPreview,
  type ProductImportRow,
} from '@counterpart/domain/schemas/catalog'
import { Fragment, useRef, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { tr } from '@counterpart/domain/i18n/translate'
import { isApiError } from '../../../lib/api-error.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useImportProducts } from '../api/import-products.ts'
import { usePreviewProductImport } from '../api/preview-product-import.ts'
import { PRODUCT_IMPORT_TEMPLATE_URL } from '../api/product-files.ts'

/** Codes and figures stay on one line; names, categories and descriptions wrap. */
const ONE_LINE: ReadonlySet<ProductImportColumn> = new Set(['sku', 'barcode', 'price', 'cost', 'qty', 'type'])

/** Why a file or an import was refused, in words: the file field's messages, else the answer's message. */
function refusal(error: unknown): string[] {
  if (!isApiError(error)) return [tr('catalog:import.notSent')]
  return error.errors?.file ? [...error.errors.file] : [error.message]
}

/**
 * Import products from a CSV file (issue 28, item 14): download the template, choose a file, see every
 * row with its errors, and import only when none has any. The server checks the file again on import and
 * writes every product or none.
 */
export function ProductImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme()
  const narrow = useMediaQuery(theme.breakpoints.down('md'))
  const fileInput = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<ProductImportPreview | null>(null)
  const [problems, setProblems] = useState<string[]>([])
  const previewing = usePreviewProductImport()
  const importing = useImportProducts()
  const { t } = useTranslation('catalog')

  function reset() {
    setFile(null)
    setPreview(null)
    setProblems([])
  }

  function close() {
    if (importing.isPending) return
    reset()
    onClose()
  }

  function choose(chosen: File | undefined) {
    if (!chosen) return
    setFile(chosen)
    setPreview(null)
    setProblems([])
    previewing.mutate(chosen, {
      onSuccess: (answer) => setPreview(answer),
      onError: (error) => setProblems(refusal(error)),
    })
  }

  function runImport() {
    if (!file) return
    importing.mutate(file, {
      onSuccess: (answer) => {
        showSnackbar(answer.message, 'success')
        reset()
        onClose()
      },
      onError: (error) => setProblems(refusal(error)),
    })
  }

  const valid = preview !== null && preview.invalid === 0 && preview.total > 0
  const columns = preview?.columns ?? []

  return (
    <Dialog open={open} onClose={close} fullScreen={narrow} maxWidth="lg" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">{t('catalog:import.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            <Trans
              i18nKey="catalog:import.intro"
              values={{
                megabytes: PRODUCT_IMPORT_LIMITS.maxBytes / 1024 / 1024,
                rows: PRODUCT_IMPORT_LIMITS.maxRows.toLocaleString(),
                name: PRODUCT_IMPORT_LABELS.name,
              }}
              components={{ b: <bdi />, strong: <strong /> }}
            />
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            <Trans
              i18nKey="catalog:import.columns"
              values={{ columns: PRODUCT_IMPORT_COLUMNS.join(', ') }}
              components={{ b: <bdi /> }}
            />
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Button startIcon={<DownloadIcon />} href={PRODUCT_IMPORT_TEMPLATE_URL} download>
              {t('catalog:import.downloadTemplate')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<UploadIcon />}
              onClick={() => fileInput.current?.click()}
              loading={previewing.isPending}
            >
              {file ? t('catalog:import.chooseAnother') : t('catalog:import.chooseFile')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept=".csv,text/csv"
              aria-label={t('catalog:import.csvFile')}
              onChange={(event) => {
                choose(event.target.files?.[0])
                event.target.value = ''
              }}
            />
            {file && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <bdi>{file.name}</bdi>
              </Typography>
            )}
          </Stack>
          {problems.length > 0 && (
            <Alert severity="error" role="alert">
              {problems.map((problem) => (
                <div key={problem}>{problem}</div>
              ))}
            </Alert>
          )}
          {preview && (
            <>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-live="polite">
                <Chip label={<bdi>{t('catalog:import.rows', { count: preview.total })}</bdi>} size="small" />
                {preview.invalid > 0 ? (
                  <Chip
                    color="error"
                    size="small"
                    label={<bdi>{t('catalog:import.withErrors', { count: preview.invalid })}</bdi>}
                  />
                ) : (
                  <Chip color="success" size="small" label={t('catalog:import.allValid')} />
                )}
              </Stack>
              {narrow ? (
                <PreviewCards rows={preview.rows} columns={preview.columns} />
              ) : (
                <PreviewTable rows={preview.rows} columns={columns} />
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importing.isPending}>
          {t('catalog:actions.cancel')}
        </Button>
        <Button variant="contained" disabled={!valid} loading={importing.isPending} onClick={runImport}>
          {valid ? t('catalog:import.importCount', { count: preview.total }) : t('catalog:import.title')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/**
 * Every row of the file: its status beside its number, and under a row with errors a line of its own with
 * the messages in words (so they are never scrolled out of sight), the cells at fault in red.
 */
function PreviewTable({
  rows,
  columns,
}: {
  rows: readonly ProductImportRow[]
  columns: readonly ProductImportColumn[]
}) {
  const tint = (theme: Theme) => alpha(theme.palette.error.main, 0.08)
  const { t } = useTranslation('catalog')
  return (
    <TableContainer sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={t('catalog:import.fileRows')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('catalog:import.row')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('catalog:import.status')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {PRODUCT_IMPORT_LABELS[column]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const messages = Object.values(row.errors).flat()
            const bad = messages.length > 0
            return (
              <Fragment key={row.row}>
                <TableRow aria-invalid={bad || undefined} sx={bad ? { bgcolor: tint } : undefined}>
                  <TableCell sx={bad ? { borderBottom: 0 } : undefined}>
                    <bdi>{row.row}</bdi>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', ...(bad ? { borderBottom: 0 } : {}) }}>
                    {bad ? (
                      <Typography variant="body2" color="error">
                        <bdi>{t('catalog:import.errors', { count: messages.length })}</bdi>
                      </Typography>
                    ) : (
                      <Typography variant="body2" color="success.main">
                        {t('catalog:import.ready')}
                      </Typography>
                    )}
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell
                      key={column}
                      sx={{
                        ...(ONE_LINE.has(column)
                          ? { whiteSpace: 'nowrap' }
                          : { maxWidth: 220, overflowWrap: 'anywhere' }),
                        ...(row.errors[column] ? { color: 'error.main', fontWeight: 600 } : {}),
                        ...(bad ? { borderBottom: 0 } : {}),
                      }}
                    >
                      <Box component="span" dir="auto">
                        {row.values[column] ?? ''}
                      </Box>
                    </TableCell>
                  ))}
                </TableRow>
                {bad && (
                  <TableRow sx={{ bgcolor: tint }}>
                    <TableCell />
                    <TableCell colSpan={columns.length + 1} sx={{ pt: 0 }}>
                      {/* Sticks to the start of the visible area while the cells above scroll sideways. */}
                      <Box sx={{ position: 'sticky', insetInlineStart: 0, maxWidth: 640 }}>
                        {messages.map((message) => (
                          <Typography key={message} variant="body2" color="error">
                            {message}
                          </Typography>
                        ))}
                      </Box>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

/** A phone's preview: each row as a card, its filled cells as label and value, its errors under them. */
function PreviewCards({
  rows,
  columns,
}: {
  rows: readonly ProductImportRow[]
  columns: readonly ProductImportColumn[]
}) {
  const { t } = useTranslation('catalog')
  return (
    <Stack spacing={1} component="ol" aria-label={t('catalog:import.fileRows')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => {
        const messages = Object.values(row.errors).flat()
        const bad = messages.length > 0
        return (
          <Box
            component="li"
            key={row.row}
            aria-invalid={bad || undefined}
            sx={{
              border: 1,
              borderColor: bad ? 'error.main' : 'divider',
              borderRadius: 1,
              p: 1.5,
              bgcolor: (theme) => (bad ? alpha(theme.palette.error.main, 0.08) : 'transparent'),
            }}
          >
            <Typography variant="subtitle2" component="p">
              <Trans i18nKey="catalog:import.rowNumber" values={{ row: row.row }} components={{ b: <bdi /> }} />
              {row.values.name ? (
                <>
                  {' · '}
                  <bdi>{row.values.name}</bdi>
                </>
              ) : null}
            </Typography>
            {columns
              .filter((column) => column !== 'name' && (row.values[column] ?? '') !== '')
              .map((column) => (
                <Typography
                  key={column}
                  variant="body2"
                  color={row.errors[column] ? 'error' : 'text.secondary'}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  <Trans
                    i18nKey="catalog:import.cell"
                    values={{ label: PRODUCT_IMPORT_LABELS[column], value: row.values[column] }}
                    components={{ b: <bdi /> }}
                  />
                </Typography>
              ))}
            {bad ? (
              messages.map((message) => (
                <Typography key={message} variant="body2" color="error" sx={{ mt: 0.5 }}>
                  {message}
                </Typography>
              ))
            ) : (
              <Typography variant="body2" color="success.main">
                {t('catalog:import.ready')}
              </Typography>
            )}
          </Box>
        )
      })}
    </Stack>
  )
}
