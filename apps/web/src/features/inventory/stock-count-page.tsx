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
import { Trans, useTranslation } from 'react-i18next'
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
  const { t } = useTranslation('inventory')
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          <Trans i18nKey="inventory:count.title" values={{ id }} components={{ b: <bdi /> }} />
        </Typography>
        <Button component={RouterLink} to={`${pathOf('Inventory')}?tab=counts`}>
          {t('inventory:actions.back')}
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
  const { t } = useTranslation('inventory')
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
    [t('inventory:count.status'), <StatusChip key="status" status={count.status} />],
    [t('inventory:count.warehouse'), count.warehouse.name],
    [t('inventory:count.category'), count.category?.name ?? t('inventory:newCount.allProducts')],
    [t('inventory:newCount.counting'), count.blind ? t('inventory:count.blind') : t('inventory:count.withFigures')],
    [t('inventory:count.started'), <WhenWho key="started" at={dateTime(count.created_at)} who={count.user} />],
    [
      t('inventory:count.counted'),
      count.counted_at ? <WhenWho key="counted" at={dateTime(count.counted_at)} who={count.countedBy} /> : '—',
    ],
    [
      t('inventory:count.posted'),
      count.closed_at ? <WhenWho key="posted" at={dateTime(count.closed_at)} who={count.closedBy} /> : '—',
    ],
    [
      t('inventory:count.difference'),
      count.difference === null ? '—' : <bdi key="difference">{signed(count.difference)}</bdi>,
    ],
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
      {draft && <Alert severity="info">{t('inventory:count.help')}</Alert>}
      <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
        <Table size="small" aria-label={t('inventory:count.products')}>
          <TableHeadRow
            cells={[
              t('inventory:count.product'),
              ...(showExpected ? [{ label: COUNT_LABELS.expected, align: 'right' as const }] : []),
              { label: COUNT_LABELS.counted, align: 'right' },
              ...(draft ? [] : [{ label: t('inventory:count.difference'), align: 'right' as const }]),
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
                        htmlInput: {
                          min: 0,
                          inputMode: 'numeric',
                          'aria-label': t('inventory:count.countedOf', { name: line.product.name }),
                        },
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
            {t('inventory:count.save')}
          </Button>
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={post.isPending}>
            {t('inventory:count.post')}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('inventory:count.confirmTitle')}
        message={t('inventory:count.confirmMessage', { id: count.id, warehouse: count.warehouse.name })}
        confirmLabel={t('inventory:count.post')}
        onConfirm={() => void send('post')}
        onCancel={() => setConfirming(false)}
      />
      <RecordHistory entity="stock-count" id={count.id} />
    </Stack>
  )
}
