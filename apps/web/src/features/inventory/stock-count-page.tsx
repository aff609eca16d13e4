import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { COUNT_LABELS, type StockCountDetail } from '@counterpart/domain/schemas/stock-documents'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { LabelledValues, type LabelledValue } from '../../components/labelled-values.tsx'
import { QueryStatus } from '../../components/query-status.tsx'
import { RecordHistory } from '../../components/record-history.tsx'
import { TableHeadRow } from '../../components/table-head-row.tsx'
import { isApiError } from '../../lib/api-error.ts'
import { useCan } from '../../lib/app-configuration.ts'
import { pathOf } from '../../lib/paths.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useIdParam } from '../../lib/use-id-param.ts'
import { usePostCount, useSaveCount, useStockCount } from './api/stock-counts.ts'
import { StatusChip, WhenWho, signed } from './components/stock-document-lists.tsx'

/** The figures typed so far, by product: '' is not counted yet. */
type Figures = Record<number, string>

function startingFigures(detail: StockCountDetail): Figures {
  return Object.fromEntries(
    detail.lines.map((line) => [line.product_id, line.counted === null ? '' : String(line.counted)]),
  )
}

/** A count: its lines with the figures to type while a draft, the differences once posted (read-only). */
export function StockCountPage() {
  const id = useIdParam()
  const count = useStockCount(id)
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Stock count <bdi>#{id}</bdi>
        </Typography>
        <Button component={RouterLink} to={`${pathOf('Inventory')}?tab=counts`}>
          Back
        </Button>
      </Stack>
      <QueryStatus query={count} record="count" />
      {count.data && <CountView key={count.data.count.counted_at ?? 'new'} detail={count.data} />}
    </>
  )
}

function CountView({ detail }: { detail: StockCountDetail }) {
  const { dateTime } = useFormatters()
  const canEdit = useCan('warehouseEdit')
  const [figures, setFigures] = useState<Figures>(() => startingFigures(detail))
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({})
  const [confirming, setConfirming] = useState(false)
  const save = useSaveCount()
  const post = usePostCount()
  const { count, lines } = detail
  const draft = count.status === 'draft'
  const editable = draft && canEdit

  const typedLines = () =>
    lines.flatMap((line) => {
      const text = figures[line.product_id] ?? ''
      return text.trim() === '' ? [] : [{ product_id: line.product_id, counted: text.trim() }]
    })

  async function send(action: 'save' | 'post') {
    setErrors({})
    try {
      const answer =
        action === 'save'
          ? await save.mutateAsync({ id: count.id, lines: typedLines() })
          : await post.mutateAsync({ id: count.id, lines: typedLines() })
      showSnackbar(answer.message, 'success')
    } catch (error) {
      if (isApiError(error) && error.errors) setErrors(error.errors)
    } finally {
      setConfirming(false)
    }
  }

  /** The message of a line's figure: the server keys it by the line's place in what was sent. */
  const lineError = (productId: number) => {
    const index = typedLines().findIndex((line) => line.product_id === productId)
    return index === -1
      ? undefined
      : (errors[`lines.${index}.counted`]?.[0] ?? errors[`lines.${index}.product_id`]?.[0])
  }

  const facts: LabelledValue[] = [
    ['Status', <StatusChip key="status" status={count.status} />],
    ['Warehouse', count.warehouse.name],
    ['Category', count.category?.name ?? 'All products'],
    ['Counting', count.blind ? 'Blind' : 'With expected figures'],
    ['Started', <WhenWho key="started" at={dateTime(count.created_at)} who={count.user} />],
    [
      'Counted',
      count.counted_at ? <WhenWho key="counted" at={dateTime(count.counted_at)} who={count.countedBy} /> : '—',
    ],
    ['Posted', count.closed_at ? <WhenWho key="posted" at={dateTime(count.closed_at)} who={count.closedBy} /> : '—'],
    ['Difference', count.difference === null ? '—' : <bdi key="difference">{signed(count.difference)}</bdi>],
  ]
  const showExpected = !count.blind || !draft
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <LabelledValues fields={facts} perRow={4} />
        {count.note && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {count.note}
          </Typography>
        )}
      </Paper>
      {draft && (
        <Alert severity="info">
          Type what is on the shelf. Posting applies each difference from the figure at the start of the count, so what
          was sold or received meanwhile stays as it is.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
        <Table size="small" aria-label="Products counted">
          <TableHeadRow
            cells={[
              'Product',
              ...(showExpected ? [{ label: COUNT_LABELS.expected, align: 'right' as const }] : []),
              { label: COUNT_LABELS.counted, align: 'right' },
              ...(draft ? [] : [{ label: 'Difference', align: 'right' as const }]),
            ]}
          />
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.product_id}>
                <TableCell sx={{ maxWidth: 320 }}>
                  {line.product.name}
                  <Typography variant="caption" color="text.secondary" component="div">
                    <bdi>{line.product.sku}</bdi>
                  </Typography>
                </TableCell>
                {showExpected && <TableCell align="right">{line.expected ?? ''}</TableCell>}
                <TableCell align="right" sx={{ width: 140 }}>
                  {editable ? (
                    <TextField
                      size="small"
                      type="number"
                      value={figures[line.product_id] ?? ''}
                      onChange={(event) => setFigures({ ...figures, [line.product_id]: event.target.value })}
                      slotProps={{
                        htmlInput: { min: 0, inputMode: 'numeric', 'aria-label': `Counted ${line.product.name}` },
                      }}
                      error={lineError(line.product_id) !== undefined}
                      helperText={lineError(line.product_id)}
                      sx={{ width: 110 }}
                    />
                  ) : (
                    (line.counted ?? '—')
                  )}
                </TableCell>
                {!draft && (
                  <TableCell align="right">
                    {line.difference === null ? (
                      '—'
                    ) : (
                      <Typography
                        component="bdi"
                        variant="body2"
                        color={line.difference < 0 ? 'error' : line.difference > 0 ? 'success.main' : undefined}
                      >
                        {signed(line.difference)}
                      </Typography>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {editable && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void send('save')} loading={save.isPending}>
            Save figures
          </Button>
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={post.isPending}>
            Post count
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title="Post this count?"
        message={`Post count #${count.id} of ${count.warehouse.name}? Each difference becomes a stock adjustment and the count can no longer change.`}
        confirmLabel="Post count"
        onConfirm={() => void send('post')}
        onCancel={() => setConfirming(false)}
      />
      <RecordHistory entity="stock-count" id={count.id} />
    </Stack>
  )
}
