import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd'
import BookmarkRemoveIcon from '@mui/icons-material/BookmarkRemove'
import DeleteForeverIcon from '@mui/icons-material/DeleteForever'
import EditIcon from '@mui/icons-material/Edit'
import LockOpenIcon from '@mui/icons-material/LockOpen'
import MoveUpIcon from '@mui/icons-material/MoveUp'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Grid from '@mui/material/Grid'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DEVICE_EVENT_TEXT, SHELF_STATUSES, type UnitStatus } from '@counterpart/domain/devices'
import { passportDocumentLabel, type DeviceDetail } from '@counterpart/domain/schemas/devices'
import { useState, type ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { LabelledValues, type LabelledValue } from '../../components/labelled-values.tsx'
import { OrderLink } from '../../components/order-link.tsx'
import { useCan } from '../../lib/app-configuration.ts'
import { pathOf, type RouteName } from '../../lib/paths.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useIdParam } from '../../lib/use-id-param.ts'
import { useDevice } from './api/get-device.ts'
import { useManageDevice } from './api/manage-device.ts'
import { DeviceActionDialog, type DeviceDialogKind } from './components/device-action-dialog.tsx'
import { daysSince, unitIdentifier, UnitStatusChip } from './device-list-page.tsx'

type Unit = DeviceDetail['item']
type PassportEvent = Unit['events'][number]

/** The page of each kind of document an event points at (a sale or refund goes through OrderLink). */
const DOCUMENT_PAGE: Partial<Record<NonNullable<PassportEvent['document']>['type'], RouteName>> = {
  buyback: 'CustomProductDetails',
  repair: 'RepairForm',
}

/** An event's document as a link to its page; a sale or refund by its number. */
function DocumentLink({ event }: { event: PassportEvent }) {
  const document = event.document
  if (!document) return null
  // Named in the page's language from its kind and number, whatever language the server answered in.
  const text = event.documentKind
    ? passportDocumentLabel(event.documentKind, event.documentNumber)
    : event.documentLabel
  if (document.type === 'order') {
    const kind = event.type === 'refunded' ? 'refunding' : event.type === 'received' ? 'purchasing' : 'salling'
    return (
      <OrderLink order={{ id: document.id, key: event.documentNumber, kind }}>
        <Nowrap>{text}</Nowrap>
      </OrderLink>
    )
  }
  const page = DOCUMENT_PAGE[document.type]
  const label = <Nowrap>{text}</Nowrap>
  return page ? (
    <Link component={RouterLink} to={pathOf(page, { id: document.id })}>
      {label}
    </Link>
  ) : (
    label
  )
}

const onShelf = (status: UnitStatus) => (SHELF_STATUSES as readonly UnitStatus[]).includes(status)

/**
 * A device's passport (issue 29, item 8): who it is (IMEI, serial, model), where it is and in what state,
 * what it cost and sells for, its warranty ("sold by us on …, warranty until …"), and its whole history,
 * oldest first, each event linked to its document. Holders of Device Manage set its grade and warranty,
 * reserve it for a customer, move it between warehouses or scrap it.
 */
export function DeviceDetailsPage() {
  const unit = useDevice(useIdParam())
  const data = unit.data
  const { t } = useTranslation('devices')

  if (unit.isPending) return <CircularProgress aria-label={t('devices:passport.loading')} />
  if (!data) return <Alert severity="error">{t('devices:passport.loadFailed')}</Alert>
  return <Passport unit={data} />
}

function Passport({ unit }: { unit: Unit }) {
  const { money, date, dateTime } = useFormatters()
  const canManage = useCan('deviceManage')
  const canOverride = useCan('deviceOverride')
  const [dialog, setDialog] = useState<DeviceDialogKind | null>(null)
  const unreserve = useManageDevice()
  const { t } = useTranslation('devices')

  const today = new Date().toISOString().slice(0, 10)
  const warranty = unit.warranty_until ? (
    <>
      <Trans
        i18nKey="devices:passport.warrantyUntil"
        values={{ date: date(unit.warranty_until) }}
        components={{ b: <Nowrap /> }}
      />
      {unit.warranty_until < today && (
        <Typography component="span" color="warning.main">
          {' '}
          {t('devices:passport.ended')}
        </Typography>
      )}
    </>
  ) : (
    ''
  )

  const identity: LabelledValue[] = [
    [unit.kind === 'meid' ? 'MEID' : 'IMEI', unit.imei1 ? <Nowrap>{unit.imei1}</Nowrap> : ''],
    ...(unit.imei2 ? ([['IMEI 2', <Nowrap key="imei2">{unit.imei2}</Nowrap>]] as LabelledValue[]) : []),
    [t('devices:passport.serial'), unit.serial ? <bdi>{unit.serial}</bdi> : ''],
    [
      t('devices:passport.product'),
      unit.product_id ? (
        <Link component={RouterLink} to={pathOf('ProductDetail', { id: unit.product_id })}>
          {unit.productName || unit.model}
        </Link>
      ) : (
        unit.model
      ),
    ],
    [t('devices:passport.grade'), unit.grade],
    [
      t('devices:passport.owner'),
      unit.owner === 'shop' ? (
        t('devices:passport.theShop')
      ) : (
        <>
          {unit.ownerName || t('devices:passport.aCustomer')} {unit.ownerPhone && <bdi>{unit.ownerPhone}</bdi>}
        </>
      ),
    ],
  ]
  const place: LabelledValue[] = [
    [t('devices:passport.warehouse'), unit.warehouseName],
    [
      t('devices:passport.shelfSince'),
      unit.shelved_at
        ? t('devices:passport.shelfSinceValue', { date: date(unit.shelved_at), count: daysSince(unit.shelved_at) })
        : '',
    ],
    [t('devices:passport.cost'), <bdi key="cost">{money(unit.cost)}</bdi>],
    [t('devices:passport.price'), unit.price === null ? '' : <bdi>{money(unit.price)}</bdi>],
    [t('devices:passport.warranty'), warranty],
    [t('devices:passport.holdUntil'), unit.hold_until ? <Nowrap>{date(unit.hold_until)}</Nowrap> : ''],
  ]

  return (
    <>
      <Stack
        direction="row"
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {unit.model || t('devices:passport.device')} <bdi>{unitIdentifier(unit)}</bdi>
          </Typography>
          <UnitStatusChip status={unit.status} testId="unit-status" />
        </Stack>
        <Button component={RouterLink} to={pathOf('DeviceList')} startIcon={<ArrowBackIcon />}>
          {t('devices:list.title')}
        </Button>
      </Stack>

      {unit.sale && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Trans
            i18nKey={
              unit.warranty_until
                ? unit.warranty_until < today
                  ? 'devices:passport.soldWarrantyEnded'
                  : 'devices:passport.soldWarranty'
                : 'devices:passport.soldNoWarranty'
            }
            values={{
              date: date(unit.sale.at),
              key: unit.sale.key,
              until: unit.warranty_until ? date(unit.warranty_until) : '',
            }}
            components={{
              b: <Nowrap />,
              code: <bdi />,
              sale: <OrderLink order={{ id: unit.sale.order_id, key: unit.sale.key, kind: 'salling' }} />,
            }}
          />
        </Alert>
      )}
      {unit.status === 'reserved' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('devices:passport.reservedFor', { name: unit.reservedFor })}
        </Alert>
      )}

      {unit.status === 'on_hold' && unit.hold_until && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            canOverride && (
              <Button color="inherit" size="small" startIcon={<LockOpenIcon />} onClick={() => setDialog('release')}>
                {t('devices:passport.releaseEarly')}
              </Button>
            )
          }
        >
          <Trans
            i18nKey="devices:passport.onHold"
            values={{ date: date(unit.hold_until) }}
            components={{ b: <Nowrap /> }}
          />
        </Alert>
      )}
      {canManage && unit.status !== 'scrapped' && (
        <Stack direction="row" sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }} aria-label={t('devices:passport.actions')}>
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('update')}>
            {t('devices:passport.gradeWarranty')}
          </Button>
          {unit.owner === 'shop' && onShelf(unit.status) && unit.status !== 'reserved' && (
            <Button variant="outlined" startIcon={<BookmarkAddIcon />} onClick={() => setDialog('reserve')}>
              {t('devices:passport.reserve')}
            </Button>
          )}
          {unit.status === 'reserved' && (
            <Button
              variant="outlined"
              startIcon={<BookmarkRemoveIcon />}
              loading={unreserve.isPending}
              onClick={() => unreserve.mutate({ id: unit.id, action: { kind: 'unreserve', body: {} } })}
            >
              {t('devices:passport.endReservation')}
            </Button>
          )}
          {unit.owner === 'shop' && unit.status !== 'sold' && unit.status !== 'in_repair' && (
            <Button variant="outlined" startIcon={<MoveUpIcon />} onClick={() => setDialog('transfer')}>
              {t('devices:passport.move')}
            </Button>
          )}
          {unit.status !== 'in_repair' && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteForeverIcon />}
              onClick={() => setDialog('scrap')}
            >
              {t('devices:passport.scrap')}
            </Button>
          )}
        </Stack>
      )}

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section title={t('devices:passport.identity')}>
            <LabelledValues fields={identity} perRow={2} />
          </Section>
          <Section title={t('devices:passport.whereItIs')}>
            <LabelledValues fields={place} perRow={2} />
          </Section>
          {unit.stolenCheck && (
            <Section title={t('devices:passport.stolenCheck')}>
              <LabelledValues
                perRow={2}
                fields={[
                  [t('devices:passport.result'), unit.stolenCheck.result],
                  [t('devices:passport.service'), unit.stolenCheck.service],
                  [t('devices:passport.reference'), <bdi key="reference">{unit.stolenCheck.reference}</bdi>],
                  [t('devices:passport.checked'), dateTime(unit.stolenCheck.at)],
                ]}
              />
            </Section>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Section title={t('devices:passport.history')}>
            <Box component="ol" aria-label={t('devices:passport.historyOf')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {unit.events.map((event, index) => (
                <Box
                  component="li"
                  key={event.id}
                  sx={{
                    position: 'relative',
                    pl: 3,
                    pb: index === unit.events.length - 1 ? 0 : 2,
                    // The line between the dots of one history (right-to-left shops get it on the right: the style cache flips it).
                    '&::before': {
                      content: '""',
                      position: 'absolute',
                      left: 5,
                      top: 6,
                      bottom: index === unit.events.length - 1 ? 'auto' : -6,
                      height: index === unit.events.length - 1 ? 0 : 'auto',
                      borderLeft: 2,
                      borderColor: 'divider',
                    },
                    '&::after': {
                      content: '""',
                      position: 'absolute',
                      left: 0,
                      top: 6,
                      width: 12,
                      height: 12,
                      borderRadius: '50%',
                      bgcolor: index === unit.events.length - 1 ? 'primary.main' : 'background.paper',
                      border: 2,
                      borderColor: 'primary.main',
                    },
                  }}
                >
                  <Typography sx={{ fontWeight: 600 }}>{DEVICE_EVENT_TEXT[event.type]}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    <bdi>{dateTime(event.at)}</bdi>
                    {event.document && (
                      <>
                        {' · '}
                        <DocumentLink event={event} />
                      </>
                    )}
                    {event.userName && ` · ${event.userName}`}
                  </Typography>
                  {event.note && <Typography variant="body2">{event.note}</Typography>}
                </Box>
              ))}
            </Box>
          </Section>
        </Grid>
      </Grid>
      {dialog && <DeviceActionDialog unit={unit} kind={dialog} onClose={() => setDialog(null)} />}
    </>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

/** A date or an identifier: isolated for right-to-left shops, and never broken at its dashes. */
function Nowrap({ children }: { children?: ReactNode }) {
  return (
    <Box component="bdi" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  )
}
