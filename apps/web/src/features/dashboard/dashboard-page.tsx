import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { REPORT_MESSAGES } from '@counterpart/domain/schemas/reports'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useCan, useCurrentUser } from '../../lib/app-configuration.ts'

// The charts are heavy: only staff who see the figures download them.
const DashboardFigures = lazy(() =>
  import('./components/dashboard-figures.tsx').then((m) => ({ default: m.DashboardFigures })),
)

const SHORTCUTS = [
  { label: 'dashboard:shortcuts.products', to: '/products' },
  { label: 'dashboard:shortcuts.pos', to: '/pos/portal' },
  { label: 'dashboard:shortcuts.transactions', to: '/transactions' },
  { label: 'dashboard:shortcuts.contacts', to: '/contacts' },
] as const

function Greeting({ withFigures }: { withFigures: boolean }) {
  const { t } = useTranslation('dashboard')
  const user = useCurrentUser()
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {user ? t('dashboard:welcomeName', { name: user.name }) : t('dashboard:welcome')}
        </Typography>
        {!withFigures && (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {REPORT_MESSAGES.noReportsPermission}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {SHORTCUTS.map((shortcut) => (
                <Button key={shortcut.to} variant="outlined" component={RouterLink} to={shortcut.to}>
                  {t(shortcut.label)}
                </Button>
              ))}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  )
}

/**
 * The landing page after sign-in for every user (spec 001 §2 Dashboard). Its figures are report data:
 * holders of `reports` see them; everyone else a greeting and the way to their sections, never a 403.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard')
  const canSeeFigures = useCan('reports')
  return (
    <Stack spacing={2}>
      <Greeting withFigures={canSeeFigures} />
      {canSeeFigures && (
        <Suspense fallback={<CircularProgress aria-label={t('dashboard:loading')} />}>
          <DashboardFigures />
        </Suspense>
      )}
    </Stack>
  )
}
