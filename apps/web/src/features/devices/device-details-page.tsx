import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Grid from '@mui/material/Grid'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DEVICE_EVENT_TEXT, UNIT_STATUS_TEXT } from '@counterpart/domain/devices'
import type { DeviceEvent } from '@counterpart/domain/schemas/devices'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useIdParam } from '../../lib/use-id-param.ts'
import { useDevice } from './api/get-device.ts'
import { unitIdentifier } from './device-list-page.tsx'

const DOCUMENT_TEXT: Readonly<Record<NonNullable<DeviceEvent['document']>['type'], string>> = {
  order: 'Sale or refund',
  buyback: 'Buy-back',
  repair: 'Repair',
  stock_document: 'Stock document',
}

/** devices/{id}: one unit, read-only, with its history oldest first (issue 29; the passport comes later). */
export function DeviceDetailsPage() {
  const unit = useDevice(useIdParam())
  const { money, date } = useFormatters()
  const data = unit.data

  if (unit.isPending) return <CircularProgress aria-label="Loading the device" />
  if (!data) return <Alert severity="error">The device could not be loaded.</Alert>

  return (
    <>
      <Stack
        direction="row"
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {data.model || 'Device'} <bdi>{unitIdentifier(data)}</bdi>
        </Typography>
        <Button component={RouterLink} to={pathOf('DeviceList')}>
          Back
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography variant="h6" component="h2">
                  Device
                </Typography>
                <Chip label={UNIT_STATUS_TEXT[data.status]} />
              </Stack>
              {data.imei1 && <Field label={data.kind === 'meid' ? 'MEID' : 'IMEI'}>{data.imei1}</Field>}
              {data.imei2 && <Field label="IMEI 2">{data.imei2}</Field>}
              {data.serial && <Field label="Serial">{data.serial}</Field>}
              <Field label="Owner">
                {data.owner === 'shop' ? 'Shop' : data.ownerName ? `Customer: ${data.ownerName}` : 'Customer'}
              </Field>
              {data.ownerPhone && <Field label="Phone">{data.ownerPhone}</Field>}
              <Field label="Cost">{money(data.cost)}</Field>
              {data.grade && <Field label="Grade">{data.grade}</Field>}
              <Field label="Since">{date(data.created_at)}</Field>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">
                History
              </Typography>
              <List dense aria-label="History of the device">
                {data.events.map((event) => (
                  <ListItem key={event.id} disableGutters>
                    <ListItemText
                      primary={DEVICE_EVENT_TEXT[event.type]}
                      secondary={
                        <>
                          {date(event.at)}
                          {event.document && (
                            <>
                              {' · '}
                              {DOCUMENT_TEXT[event.document.type]} <bdi>#{event.document.id}</bdi>
                            </>
                          )}
                          {event.note && ` · ${event.note}`}
                        </>
                      }
                    />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ py: 0.25 }}>
      <Typography color="text.secondary" sx={{ minWidth: 90 }}>
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{children}</bdi>
      </Typography>
    </Stack>
  )
}
