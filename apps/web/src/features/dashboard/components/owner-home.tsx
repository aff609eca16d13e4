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
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useChartLocale } from '../../../components/charts/chart-locale.ts'
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
  const { t } = useTranslation('dashboard')
  const { money } = useFormatters()
  const locale = useChartLocale()
  const count = (value: number) => value.toLocaleString(locale)
  const b = { b: <bdi /> }
  if (home.isError) return <Alert severity="error">{t('dashboard:home.loadFailed')}</Alert>
  const cells = { xs: 6, md: 4, xl: 2 } as const
  if (home.isPending) {
    return (
      <Grid container spacing={2} aria-label={t('dashboard:home.loading')}>
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
    <section aria-label={t('dashboard:home.today')}>
      <Grid container spacing={2}>
        <Grid size={cells}>
          <HomeCard
            title={t('dashboard:home.netSalesToday', { label: INCOME_LABELS.netSales })}
            value={<bdi>{money(data.netSales)}</bdi>}
            detail={
              <Trans
                t={t}
                i18nKey="dashboard:home.incomeDetail"
                values={{ label: INCOME_LABELS.income, amount: money(data.income) }}
                components={b}
              />
            }
            to={pathOf('TransactionMain')}
          />
        </Grid>
        <Grid size={cells}>
          <HomeCard
            title={t('dashboard:home.taken')}
            value={<Trans t={t} i18nKey="dashboard:home.cash" values={{ amount: money(cash) }} components={b} />}
            detail={
              <>
                <Trans t={t} i18nKey="dashboard:home.card" values={{ amount: money(card) }} components={b} />
                {others.map((entry) => (
                  <span key={entry.gateway}>
                    {' · '}
                    <Trans
                      t={t}
                      i18nKey="dashboard:home.method"
                      values={{ method: paymentMethodLabel(entry.gateway), amount: money(entry.amount) }}
                      components={b}
                    />
                  </span>
                ))}
              </>
            }
            to={pathOf('Payments')}
          />
        </Grid>
        <Grid size={cells}>
          <HomeCard
            title={t('dashboard:home.openRepairs')}
            value={count(data.openRepairs)}
            detail={
              <Trans
                t={t}
                i18nKey="dashboard:home.repairsDetail"
                count={data.repairsToday}
                values={{ booked: count(data.repairsToday), amount: money(data.openRepairsDue) }}
                components={b}
              />
            }
            to={pathOf('RepiarList')}
          />
        </Grid>
        <Grid size={cells}>
          <HomeCard
            title={OWED_LABELS.receivable}
            value={<bdi>{money(data.receivableAmount)}</bdi>}
            detail={
              <Trans
                t={t}
                i18nKey="dashboard:home.payable"
                values={{ label: OWED_LABELS.payable, amount: money(data.payableAmount) }}
                components={b}
              />
            }
            to={pathOf('Balances')}
            tone={data.receivableAmount > 0 ? 'warning' : undefined}
          />
        </Grid>
        <Grid size={cells}>
          <HomeCard
            title={t('dashboard:home.lowStock')}
            value={count(data.lowStock)}
            detail={t('dashboard:home.below', { count: data.threshHold, units: count(data.threshHold) })}
            to={pathOf('Stocks')}
            tone={data.lowStock > 0 ? 'warning' : undefined}
          />
        </Grid>
        <Grid size={cells}>
          <HomeCard
            title={t('dashboard:home.tillsOpen')}
            value={count(data.openTillSessions)}
            detail={t('dashboard:home.tillsHint')}
            to={reportTab('TillSessions')}
          />
        </Grid>
      </Grid>
    </section>
  )
}
