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
import { lostInTransit, TRANSFER_LABELS, type StockTransferDetail } from '@counterpart/domain/schemas/stock-documents'
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
import { useReceiveTransfer, useStockTransfer } from './api/stock-transfers.ts'
import { StatusChip, WhenWho } from './components/stock-document-lists.tsx'

/** A transfer: what was sent, and while it is on its way, what arrived of each line to receive it. */
export function StockTransferPage() {
  const id = useIdParam()
  const transfer = useStockTransfer(id)
  const { t } = useTranslation('inventory')
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          <Trans i18nKey="inventory:transfer.title" values={{ id }} components={{ b: <bdi /> }} />
        </Typography>
        <Button component={RouterLink} to={`${pathOf('Inventory')}?tab=transfers`}>
          {t('inventory:actions.back')}
        </Button>
      </Stack>
      <QueryStatus query={transfer} record="transfer" />
      {transfer.data && <TransferView key={transfer.data.transfer.status} detail={transfer.data} />}
    </>
  )
}

function TransferView({ detail }: { detail: StockTransferDetail }) {
  const { money, dateTime } = useFormatters()
  const canReceive = useCan('warehouseEdit')
  const receive = useReceiveTransfer()
  const { t } = useTranslation('inventory')
  const { transfer, lines } = detail
  const sent = transfer.status === 'sent'
  // Everything sent is expected to arrive: the receiver lowers a figure that is short.
  const [arrived, setArrived] = useState<Record<number, string>>(() =>
    Object.fromEntries(lines.map((line) => [line.product_id, String(line.sent)])),
  )
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({})
  const [confirming, setConfirming] = useState(false)
  const short = lines.reduce((sum, line) => sum + Math.max(0, line.sent - Number(arrived[line.product_id] ?? 0)), 0)

  async function confirm() {
    setErrors({})
    try {
      const answer = await receive.mutateAsync({
        id: transfer.id,
        lines: lines.map((line) => ({ product_id: line.product_id, received: arrived[line.product_id] ?? '' })),
      })
      showSnackbar(answer.message, 'success')
    } catch (error) {
      if (isApiError(error) && error.errors) setErrors(error.errors)
    } finally {
      setConfirming(false)
    }
  }

  const facts: LabelledValue[] = [
    [t('inventory:count.status'), <StatusChip key="status" status={transfer.status} />],
    [TRANSFER_LABELS.warehouse_id, transfer.warehouse.name],
    [TRANSFER_LABELS.to_warehouse_id, transfer.toWarehouse.name],
    [t('inventory:transfer.sent'), <WhenWho key="sent" at={dateTime(transfer.created_at)} who={transfer.user} />],
    [
      t('inventory:transfer.received'),
      transfer.closed_at ? <WhenWho key="received" at={dateTime(transfer.closed_at)} who={transfer.closedBy} /> : '—',
    ],
    [
      t('inventory:transfer.units'),
      <bdi key="units">
        {transfer.received === null
          ? transfer.sent
          : t('inventory:transfer.arrived', { received: transfer.received, sent: transfer.sent })}
      </bdi>,
    ],
  ]
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <LabelledValues fields={facts} />
        {transfer.note && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {transfer.note}
          </Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
        <Table size="small" aria-label={t('inventory:transfer.products')}>
          <TableHeadRow
            cells={[
              t('inventory:count.product'),
              { label: t('inventory:transfer.sent'), align: 'right' },
              { label: TRANSFER_LABELS.received, align: 'right' },
              { label: lostInTransit(), align: 'right' },
              { label: t('inventory:stocks.columns.cost'), align: 'right' },
              { label: t('inventory:stocks.columns.price'), align: 'right' },
            ]}
          />
          <TableBody>
            {lines.map((line, index) => {
              const message = errors[`lines.${index}.received`]?.[0]
              return (
                <TableRow key={line.product_id}>
                  <TableCell sx={{ maxWidth: 300 }}>
                    {line.product.name}
                    <Typography variant="caption" color="text.secondary" component="div">
                      <bdi>{line.product.sku}</bdi>
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{line.sent}</TableCell>
                  <TableCell align="right" sx={{ width: 140 }}>
                    {sent && canReceive ? (
                      <TextField
                        size="small"
                        type="number"
                        value={arrived[line.product_id] ?? ''}
                        onChange={(event) => setArrived({ ...arrived, [line.product_id]: event.target.value })}
                        slotProps={{
                          htmlInput: {
                            min: 0,
                            max: line.sent,
                            inputMode: 'numeric',
                            'aria-label': t('inventory:transfer.arrivedOf', { name: line.product.name }),
                          },
                        }}
                        error={message !== undefined}
                        helperText={message}
                        sx={{ width: 100 }}
                      />
                    ) : (
                      (line.received ?? '—')
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {line.lost === null ? (
                      '—'
                    ) : (
                      <Typography component="span" variant="body2" color={line.lost > 0 ? 'error' : undefined}>
                        {line.lost}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <bdi>{money(line.cost)}</bdi>
                  </TableCell>
                  <TableCell align="right">
                    <bdi>{money(line.price)}</bdi>
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </Paper>
      {errors.lines && <Alert severity="error">{errors.lines[0]}</Alert>}
      {sent && canReceive && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={receive.isPending}>
            {t('inventory:transfer.receive')}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('inventory:transfer.confirmTitle')}
        message={
          short > 0
            ? t('inventory:transfer.confirmShort', {
                id: transfer.id,
                warehouse: transfer.toWarehouse.name,
                count: short,
              })
            : t('inventory:transfer.confirmAll', { id: transfer.id, warehouse: transfer.toWarehouse.name })
        }
        confirmLabel={t('inventory:transfer.confirmLabel')}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
      <RecordHistory entity="stock-transfer" id={transfer.id} />
    </Stack>
  )
}
