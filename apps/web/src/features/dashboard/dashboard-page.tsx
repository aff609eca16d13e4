import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { useCurrentUser } from '../../lib/app-configuration.ts'

const SHORTCUTS = [
  { label: 'Products', to: '/products' },
  { label: 'POS', to: '/pos/portal' },
  { label: 'Transactions', to: '/transactions' },
  { label: 'Contacts', to: '/contacts' },
  { label: 'Reports', to: '/reports' },
  { label: 'Users Management', to: '/users' },
  { label: 'Settings', to: '/settings/general' },
] as const

/** Until the dashboard's figures are built, a greeting and the way to the main sections. */
export function DashboardPage() {
  const user = useCurrentUser()
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Welcome{user ? `, ${user.name}` : ''}
        </Typography>
        {user && (
          <Typography color="text.secondary" gutterBottom>
            You are signed in as {user.roleName}.
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          The dashboard&apos;s figures and charts are not available yet. Go to:
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {SHORTCUTS.map((shortcut) => (
            <Button key={shortcut.to} variant="outlined" component={RouterLink} to={shortcut.to}>
              {shortcut.label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}
