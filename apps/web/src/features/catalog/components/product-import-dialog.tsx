import DownloadIcon from '@mui/icons-material/Download'
import UploadFileIcon from '@mui/icons-material/UploadFile'
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
import { alpha, useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import {
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_LABELS,
  PRODUCT_IMPORT_LIMITS,
  type ProductImportColumn,
  type ProductImportPreview,
  type ProductImportRow,
} from '@counterpart/domain/schemas/catalog'
import { useRef, useState } from 'react'
import { isApiError } from '../../../lib/api-error.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useImportProducts } from '../api/import-products.ts'
import { usePreviewProductImport } from '../api/preview-product-import.ts'
import { PRODUCT_IMPORT_TEMPLATE_URL } from '../api/product-files.ts'

/** Columns a narrow window leaves out of the preview; each row's errors still name them in words. */
const SECONDARY: ReadonlySet<ProductImportColumn> = new Set(['barcode', 'cost', 'type', 'unitOfMeasure', 'description'])

/** Why a file or an import was refused, in words: the file field's messages, else the answer's message. */
function refusal(error: unknown): string[] {
  if (!isApiError(error)) return ['The file could not be sent. Try again.']
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
  const columns = (preview?.columns ?? []).filter((column) => !(narrow && SECONDARY.has(column)))

  return (
    <Dialog open={open} onClose={close} fullScreen={narrow} maxWidth="lg" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">Import products</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            One product per row under a header row, as in the template: UTF-8, comma or semicolon separated, at most{' '}
            <bdi>{PRODUCT_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB</bdi> and{' '}
            <bdi>{PRODUCT_IMPORT_LIMITS.maxRows.toLocaleString()}</bdi> products. Only{' '}
            <strong>{PRODUCT_IMPORT_LABELS.name}</strong> is required; an empty SKU or barcode is generated, and a
            category must already exist. Nothing is written until every row is valid.
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            Columns: <bdi>{PRODUCT_IMPORT_COLUMNS.join(', ')}</bdi>
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Button startIcon={<DownloadIcon />} href={PRODUCT_IMPORT_TEMPLATE_URL} download>
              Download template
            </Button>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => fileInput.current?.click()}
              loading={previewing.isPending}
            >
              {file ? 'Choose another file' : 'Choose CSV file'}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept=".csv,text/csv"
              aria-label="CSV file"
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
                <Chip label={<bdi>{`${preview.total} rows`}</bdi>} size="small" />
                {preview.invalid > 0 ? (
                  <Chip color="error" size="small" label={<bdi>{`${preview.invalid} with errors`}</bdi>} />
                ) : (
                  <Chip color="success" size="small" label="Every row is valid" />
                )}
              </Stack>
              <PreviewTable rows={preview.rows} columns={columns} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importing.isPending}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!valid} loading={importing.isPending} onClick={runImport}>
          {valid ? `Import ${preview.total} product${preview.total === 1 ? '' : 's'}` : 'Import products'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** Every row of the file: the rows with errors tinted, their messages in words under the row's cells. */
function PreviewTable({
  rows,
  columns,
}: {
  rows: readonly ProductImportRow[]
  columns: readonly ProductImportColumn[]
}) {
  return (
    <TableContainer sx={{ maxHeight: { xs: 'none', md: 420 }, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label="Rows of the file">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Row</TableCell>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {PRODUCT_IMPORT_LABELS[column]}
              </TableCell>
            ))}
            <TableCell sx={{ fontWeight: 600 }}>Errors</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const messages = Object.values(row.errors).flat()
            const bad = messages.length > 0
            return (
              <TableRow
                key={row.row}
                aria-invalid={bad || undefined}
                sx={bad ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined}
              >
                <TableCell>
                  <bdi>{row.row}</bdi>
                </TableCell>
                {columns.map((column) => (
                  <TableCell
                    key={column}
                    sx={{
                      maxWidth: 220,
                      overflowWrap: 'anywhere',
                      ...(row.errors[column] ? { color: 'error.main', fontWeight: 600 } : {}),
                    }}
                  >
                    <Box component="span" dir="auto">
                      {row.values[column] ?? ''}
                    </Box>
                  </TableCell>
                ))}
                <TableCell sx={{ minWidth: 200 }}>
                  {bad ? (
                    messages.map((message) => (
                      <Typography key={message} variant="body2" color="error">
                        {message}
                      </Typography>
                    ))
                  ) : (
                    <Typography variant="body2" color="success.main">
                      Ready
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
