import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { LOW_QUANTITY_THRESHOLD } from '@counterpart/domain/schemas/inventory'
import { INCOME_LABELS, OWED_LABELS, paymentMethodLabel } from '@counterpart/domain/schemas/reports'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useRememberedState } from '../../../lib/use-remembered-state.ts'
import { useOwnerHome } from '../api/owner-home.ts'

/** The Stock alerts page's own check of its remembered threshold (the same key, so the counts agree). */
function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
}

const reportTab = (tab: string) => `${pathOf('Reports')}?tab=${tab}`

/** One figure of the owner's home: a card that opens the list behind it. */
function HomeCard({
  title,
  value,
  detail,
  to,
  tone,
}: {
  title: string
  value: ReactNode
  detail?: ReactNode
  to: string
  tone?: 'warning' | 'error' | 'success'
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent sx={{ height: '100%' }}>
          <Typography variant="body2" color="text.secondary" component="h3">
            {title}
          </Typography>
          <Typography
            variant="h5"
            component="p"
            sx={{ fontWeight: 600, color: tone ? `${tone}.main` : undefined, overflowWrap: 'anywhere' }}
          >
            {/* English words around amounts: one run each, in reading order on a right-to-left page. */}
            <bdi>{value}</bdi>
          </Typography>
          {detail && (
            <Typography variant="body2" color="text.secondary" component="div">
              <bdi>{detail}</bdi>
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  )
}

/**
 * The owner's home (issue 28, item 6): today at a glance, each card linking to the list behind it. One call
 * (GET /dashboard/home); low stock is counted below the threshold this user keeps on the Stock alerts page.
 */
export function OwnerHome() {
  const [threshold] = useRememberedState('stock-alerts:low', LOW_QUANTITY_THRESHOLD, isCount)
  const home = useOwnerHome(threshold)
  const { money } = useFormatters()
  if (home.isError) return <Alert severity="error">Today's figures could not be loaded.</Alert>
  const cells = { xs: 6, md: 4, xl: 2 } as const
  if (home.isPending) {
    return (
      <Grid container spacing={2} aria-label="Loading today's figures">
        {Array.from({ length: 6 }, (_, index) => (
          <Grid key={index} size={cells}>
            <Skeleton variant="rounded" height={112} />
          </Grid>
        ))}
      </Grid>
    )
  }
  const data = home.data
  const cash = data.receivedByMethod.find((entry) => entry.gateway === 'cash')?.amount ?? 0
  const card = data.receivedByMethod.find((entry) => entry.gateway === 'card')?.amount ?? 0
  const others = data.receivedByMethod.filter((entry) => entry.gateway !== 'cash' && entry.gateway !== 'card')
  return (
    <section aria-label="Today">
      <Grid container spacing={2}>
        <Grid size={cells}>
          <HomeCard
            title={`${INCOME_LABELS.netSales} today`}
            value={<bdi>{money(data.netSales)}</bdi>}
            detail={
              <>
                {INCOME_LABELS.income} with repairs and bills <bdi>{money(data.income)}</bdi>
              </>
            }
            to={pathOf('TransactionMain')}
          />
        </Grid>
        <Grid size={cells}>
          <HomeCard
            title="Taken today"
            value={
              <>
                Cash <bdi>{money(cash)}</bdi>
              </>
            }
            detail={
              <>
                Card <bdi>{money(card)}</bdi>
                {others.map((entry) => (
                  <span key={entry.gateway}>
                    {' · '}
                    {paymentMethodLabel(entry.gateway)} <bdi>{money(entry.amount)}</bdi>
                  </span>
                ))}
              </>
            }
            to={pathOf('Payments')}
          />
        </Grid>
        <Grid size={cells}>
          <HomeCard
            title="Open repairs"
            value={data.openRepairs.toLocaleString()}
            detail={
              <>
                <bdi>{data.repairsToday.toLocaleString()}</bdi> booked today · <bdi>{money(data.openRepairsDue)}</bdi>{' '}
                due
              </>
            }
            to={pathOf('RepiarList')}
          />
        </Grid>
        <Grid size={cells}>
          <HomeCard
            title={OWED_LABELS.receivable}
            value={<bdi>{money(data.receivableAmount)}</bdi>}
            detail={
              <>
                {OWED_LABELS.payable} <bdi>{money(data.payableAmount)}</bdi>
              </>
            }
            to={pathOf('Balances')}
            tone={data.receivableAmount > 0 ? 'warning' : undefined}
          />
        </Grid>
        <Grid size={cells}>
          <HomeCard
            title="Low stock"
            value={data.lowStock.toLocaleString()}
            detail={`Below ${data.threshHold.toLocaleString()} units`}
            to={pathOf('Stocks')}
            tone={data.lowStock > 0 ? 'warning' : undefined}
          />
        </Grid>
        <Grid size={cells}>
          <HomeCard
            title="Till sessions open"
            value={data.openTillSessions.toLocaleString()}
            detail="Count and close them at the till"
            to={reportTab('TillSessions')}
          />
        </Grid>
      </Grid>
    </section>
  )
}
