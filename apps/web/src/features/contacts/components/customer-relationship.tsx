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
import { Link as RouterLink } from 'react-router'
import { OrderLink } from '../../../components/order-link.tsx'
import { QueryStatus } from '../../../components/query-status.tsx'
import { pathOf } from '../../../lib/paths.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useCustomerRelationship } from '../api/get-customer-relationship.ts'

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

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
  const { money, date } = useFormatters()
  const amount = (value: number) => <bdi>{money(value)}</bdi>
  const { sales, refunds, repairs, buybacks } = data
  const recent = (count: number, shown: number) => (count > shown ? ` (latest ${shown} of ${count})` : '')

  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Relationship">
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Relationship
        </Typography>
        <Grid container spacing={2}>
          <Figure label="Lifetime value" value={amount(data.lifetimeValue)} detail="Sales − refunds + repairs" />
          <Figure
            label="Owes the shop"
            value={amount(data.balance)}
            detail={data.balance > 0 ? 'Sales and repairs still due' : 'Nothing due'}
          />
          {sales && (
            <Figure label="Sales" value={amount(sales.amount)} detail={counted(sales.count, 'sale', 'sales')} />
          )}
          {refunds && (
            <Figure
              label="Refunds"
              value={amount(refunds.amount)}
              detail={counted(refunds.count, 'refund', 'refunds')}
            />
          )}
          {repairs && (
            <Figure
              label="Repairs"
              value={amount(repairs.amount)}
              detail={`${counted(repairs.count, 'repair', 'repairs')}, ${repairs.open} open`}
            />
          )}
          {buybacks && (
            <Figure
              label="Bought from them"
              value={amount(buybacks.amount)}
              detail={counted(buybacks.count, 'device', 'devices')}
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
            title={`Sales${recent(sales.count, sales.latest.length)}`}
            empty="No sales yet."
            head={
              <TableRow>
                <TableCell>Sale</TableCell>
                <TableCell>Date</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell align="right">Due</TableCell>
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
            title={`Refunds${recent(refunds.count, refunds.latest.length)}`}
            empty="No refunds."
            head={
              <TableRow>
                <TableCell>Refund</TableCell>
                <TableCell>Date</TableCell>
                <TableCell align="right">Total</TableCell>
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
            title={`Repairs${recent(repairs.count, repairs.latest.length)}`}
            empty="No repairs under this phone or email."
            head={
              <TableRow>
                <TableCell>Device</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell align="right">Due</TableCell>
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
                    label={row.status === 1 ? 'Complete' : 'Pending'}
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
            title={`Bought from them${recent(buybacks.count, buybacks.latest.length)}`}
            empty="Nothing bought from this phone number."
            head={
              <TableRow>
                <TableCell>Device</TableCell>
                <TableCell>IMEI</TableCell>
                <TableCell>Date</TableCell>
                <TableCell align="right">Paid</TableCell>
              </TableRow>
            }
            rows={buybacks.latest.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  <RouterLink to={pathOf('CustomProductDetails', { id: row.id })}>{row.model}</RouterLink>
                  {row.isSold && <Chip size="small" variant="outlined" label="Sold" sx={{ ml: 1 }} />}
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
