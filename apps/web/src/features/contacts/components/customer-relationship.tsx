import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { CustomerRelationship as Relationship } from '@counterpart/domain/schemas/customer-relationship'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { OrderLink } from '../../../components/order-link.tsx'
import { QueryStatus } from '../../../components/query-status.tsx'
import { pathOf } from '../../../lib/paths.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useCustomerRelationship } from '../api/get-customer-relationship.ts'

/** One figure of the customer's relationship, large, with what it counts under it. */
function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Grid size={{ xs: 6, sm: 4, md: 2 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" component="div">
          <bdi>{detail}</bdi>
        </Typography>
      )}
    </Grid>
  )
}

function RecentTable({
  title,
  head,
  rows,
  empty,
}: {
  title: string
  head: ReactNode
  rows: ReactNode[]
  empty: string
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>{head}</TableHead>
            <TableBody>{rows}</TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  )
}

/**
 * Issue 28, item 13: everything the customer has done with the shop, on their page: what they spent and
 * owe, then their latest sales, refunds, repairs and buy-backs. A part the reader may not open is left out
 * by the server, and so here.
 */
export function CustomerRelationshipPanel({ customerId }: { customerId: number }) {
  const query = useCustomerRelationship(customerId)
  if (!query.data) return <QueryStatus query={query} record="customer's relationship" />
  return <RelationshipView data={query.data} />
}

function RelationshipView({ data }: { data: Relationship }) {
  const { t } = useTranslation('contacts')
  const { money, date } = useFormatters()
  const amount = (value: number) => <bdi>{money(value)}</bdi>
  const { sales, refunds, repairs, buybacks } = data
  /** A recent table's title says "(latest 5 of 12)" when it shows only part. */
  const partial = (count: number, shown: number) => count > shown

  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('contacts:relationship.title')}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('contacts:relationship.title')}
        </Typography>
        <Grid container spacing={2}>
          <Figure
            label={t('contacts:relationship.lifetimeValue')}
            value={amount(data.lifetimeValue)}
            detail={t('contacts:relationship.lifetimeDetail')}
          />
          <Figure
            label={t('contacts:relationship.owes')}
            value={amount(data.balance)}
            detail={data.balance > 0 ? t('contacts:relationship.stillDue') : t('contacts:relationship.nothingDue')}
          />
          {sales && (
            <Figure
              label={t('contacts:relationship.sales')}
              value={amount(sales.amount)}
              detail={t('contacts:relationship.salesCount', { count: sales.count })}
            />
          )}
          {refunds && (
            <Figure
              label={t('contacts:relationship.refunds')}
              value={amount(refunds.amount)}
              detail={t('contacts:relationship.refundsCount', { count: refunds.count })}
            />
          )}
          {repairs && (
            <Figure
              label={t('contacts:relationship.repairs')}
              value={amount(repairs.amount)}
              detail={t('contacts:relationship.repairsCount', { count: repairs.count, open: repairs.open })}
            />
          )}
          {buybacks && (
            <Figure
              label={t('contacts:relationship.boughtFromThem')}
              value={amount(buybacks.amount)}
              detail={t('contacts:relationship.devicesCount', { count: buybacks.count })}
            />
          )}
        </Grid>
      </Paper>
      {/* Two columns only where a table of five columns still fits in half the page. */}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}
      >
        {sales && (
          <RecentTable
            title={
              partial(sales.count, sales.latest.length)
                ? t('contacts:relationship.salesLatest', { shown: sales.latest.length, total: sales.count })
                : t('contacts:relationship.sales')
            }
            empty={t('contacts:relationship.noSales')}
            head={
              <TableRow>
                <TableCell>{t('contacts:relationship.sale')}</TableCell>
                <TableCell>{t('contacts:payments.date')}</TableCell>
                <TableCell align="right">{t('contacts:balances.total')}</TableCell>
                <TableCell align="right">{t('contacts:relationship.due')}</TableCell>
              </TableRow>
            }
            rows={sales.latest.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  <OrderLink order={{ id: row.id, key: row.key, kind: 'salling' }} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <bdi>{date(row.created_at)}</bdi>
                </TableCell>
                <TableCell align="right">{amount(row.totalAmount)}</TableCell>
                <TableCell align="right">{row.due > 0 ? amount(row.due) : '—'}</TableCell>
              </TableRow>
            ))}
          />
        )}
        {refunds && (
          <RecentTable
            title={
              partial(refunds.count, refunds.latest.length)
                ? t('contacts:relationship.refundsLatest', { shown: refunds.latest.length, total: refunds.count })
                : t('contacts:relationship.refunds')
            }
            empty={t('contacts:relationship.noRefunds')}
            head={
              <TableRow>
                <TableCell>{t('contacts:relationship.refund')}</TableCell>
                <TableCell>{t('contacts:payments.date')}</TableCell>
                <TableCell align="right">{t('contacts:balances.total')}</TableCell>
              </TableRow>
            }
            rows={refunds.latest.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  <OrderLink order={{ id: row.id, key: row.key, kind: 'refunding' }} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <bdi>{date(row.created_at)}</bdi>
                </TableCell>
                <TableCell align="right">{amount(row.totalAmount)}</TableCell>
              </TableRow>
            ))}
          />
        )}
        {repairs && (
          <RecentTable
            title={
              partial(repairs.count, repairs.latest.length)
                ? t('contacts:relationship.repairsLatest', { shown: repairs.latest.length, total: repairs.count })
                : t('contacts:relationship.repairs')
            }
            empty={t('contacts:relationship.noRepairs')}
            head={
              <TableRow>
                <TableCell>{t('contacts:relationship.device')}</TableCell>
                <TableCell>{t('contacts:payments.date')}</TableCell>
                <TableCell>{t('contacts:payments.status')}</TableCell>
                <TableCell align="right">{t('contacts:balances.total')}</TableCell>
                <TableCell align="right">{t('contacts:relationship.due')}</TableCell>
              </TableRow>
            }
            rows={repairs.latest.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  <RouterLink to={pathOf('RepairForm', { id: row.id })}>
                    {row.deviceName || <bdi>{row.key}</bdi>}
                  </RouterLink>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <bdi>{date(row.created_at)}</bdi>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={row.status === 1 ? 'success' : 'warning'}
                    label={row.status === 1 ? t('contacts:relationship.complete') : t('contacts:payments.pending')}
                  />
                </TableCell>
                <TableCell align="right">{amount(row.totalAmount)}</TableCell>
                <TableCell align="right">{row.due > 0 ? amount(row.due) : '—'}</TableCell>
              </TableRow>
            ))}
          />
        )}
        {buybacks && (
          <RecentTable
            title={
              partial(buybacks.count, buybacks.latest.length)
                ? t('contacts:relationship.boughtLatest', { shown: buybacks.latest.length, total: buybacks.count })
                : t('contacts:relationship.boughtFromThem')
            }
            empty={t('contacts:relationship.noBuybacks')}
            head={
              <TableRow>
                <TableCell>{t('contacts:relationship.device')}</TableCell>
                <TableCell>IMEI</TableCell>
                <TableCell>{t('contacts:payments.date')}</TableCell>
                <TableCell align="right">{t('contacts:relationship.paid')}</TableCell>
              </TableRow>
            }
            rows={buybacks.latest.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  <RouterLink to={pathOf('CustomProductDetails', { id: row.id })}>{row.model}</RouterLink>
                  {row.isSold && (
                    <Chip size="small" variant="outlined" label={t('contacts:relationship.sold')} sx={{ ml: 1 }} />
                  )}
                </TableCell>
                <TableCell>
                  <bdi>{row.imei || '—'}</bdi>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <bdi>{date(row.created_at)}</bdi>
                </TableCell>
                <TableCell align="right">{amount(row.cost)}</TableCell>
              </TableRow>
            ))}
          />
        )}
      </Box>
    </Stack>
  )
}
