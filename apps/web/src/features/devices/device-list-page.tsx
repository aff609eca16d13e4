import DownloadIcon from '@mui/icons-material/Download'
import InfoIcon from '@mui/icons-material/Info'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { UNIT_STATUSES, UNIT_STATUS_TEXT, type UnitStatus } from '@counterpart/domain/devices'
import { DEVICE_LIST_LABELS, MAX_AGE_DAYS, type DeviceUnit } from '@counterpart/domain/schemas/devices'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { RowAction } from '../../components/row-action.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { pathOf } from '../../lib/paths.ts'
import { useWarehouseOptions } from '../../lib/queries/warehouses.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { deviceExportUrl, type DeviceFilters } from './api/device-files.ts'
import { DEVICE_LIST_PATH } from './api/get-devices.ts'

/** The identifier a unit is known by: its IMEI (or MEID), else its serial. */
export function unitIdentifier(unit: Pick<DeviceUnit, 'imei1' | 'serial'>): string {
  return unit.imei1 ?? unit.serial ?? ''
}

/** A status as a chip: green on the shelf, amber held or reserved, grey gone. */
export const STATUS_COLOUR: Readonly<Record<UnitStatus, 'success' | 'warning' | 'info' | 'default'>> = {
  in_stock: 'success',
  returned: 'success',
  on_hold: 'warning',
  reserved: 'warning',
  in_repair: 'info',
  sold: 'default',
  scrapped: 'default',
}

export function UnitStatusChip({ status, testId }: { status: UnitStatus; testId?: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOUR[status]}
      label={UNIT_STATUS_TEXT[status]}
      data-testid={testId}
    />
  )
}

/** Days since a moment, whole, for "on the shelf for … days". */
export function daysSince(at: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(at)) / 86_400_000))
}

const AGE_CHOICES = [30, 60, 90, 180] as const

/**
 * Devices (issue 29, item 8): every unit the shop has touched, searched by a full IMEI, its last 6 digits or
 * a serial (the top bar's search lands here with several matches), filtered by status, model, grade,
 * warehouse and how long it has been on the shelf, and exported as CSV with the same filters.
 */
export function DeviceListPage() {
  const { money, date } = useFormatters()
  const [address] = useSearchParams()
  const initialSearch = address.get('search') ?? ''
  const [status, setStatus] = useState<UnitStatus | ''>('')
  const [model, setModel] = useState('')
  const [grade, setGrade] = useState('')
  const [warehouseId, setWarehouseId] = useState<number | ''>('')
  const [minAge, setMinAge] = useState<number | ''>('')
  const warehouses = useWarehouseOptions()
  const { t } = useTranslation('devices')

  const filters: DeviceFilters = {
    status: status || undefined,
    model: model.trim() || undefined,
    grade: grade.trim() || undefined,
    warehouse_id: warehouseId === '' ? undefined : warehouseId,
    min_age_days: minAge === '' ? undefined : minAge,
  }

  const columns: readonly Column<DeviceUnit>[] = [
    {
      key: 'identifier',
      label: t('devices:list.columns.identifier'),
      nowrap: true,
      render: (row) => <bdi>{unitIdentifier(row)}</bdi>,
    },
    { key: 'model', label: t('devices:list.columns.model'), sortable: true, maxWidth: 220 },
    {
      key: 'status',
      label: t('devices:list.columns.status'),
      sortable: true,
      nowrap: true,
      render: (row) => <UnitStatusChip status={row.status} />,
    },
    { key: 'grade', label: t('devices:list.columns.grade'), sortable: true, hideBelow: 'lg' },
    {
      key: 'shelved_at',
      label: t('devices:list.columns.onShelf'),
      sortable: true,
      nowrap: true,
      hideBelow: 'md',
      render: (row) => (row.shelved_at ? t('devices:list.days', { count: daysSince(row.shelved_at) }) : '—'),
    },
    {
      key: 'owner',
      label: t('devices:list.columns.owner'),
      hideBelow: 'lg',
      render: (row) => (row.owner === 'shop' ? t('devices:list.shop') : row.ownerName || t('devices:list.customer')),
    },
    {
      key: 'cost',
      label: t('devices:list.columns.cost'),
      sortable: true,
      align: 'right',
      hideBelow: 'sm',
      render: (row) => <bdi>{money(row.cost)}</bdi>,
    },
    {
      key: 'created_at',
      label: t('devices:list.columns.firstSeen'),
      sortable: true,
      nowrap: true,
      hideBelow: 'lg',
      render: (row) => date(row.created_at),
    },
  ]

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('devices:list.title')}
      </Typography>
      <ServerDataTable<DeviceUnit>
        key={initialSearch}
        path={DEVICE_LIST_PATH}
        label={t('devices:list.label')}
        columns={columns}
        initialSearch={initialSearch}
        params={filters}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        toolbar={({ search }) => (
          <>
            <TextField
              select
              size="small"
              label={DEVICE_LIST_LABELS.status}
              value={status}
              onChange={(event) => setStatus(event.target.value as UnitStatus | '')}
              sx={{ minWidth: 140 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('devices:list.everyStatus')}</MenuItem>
              {UNIT_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {UNIT_STATUS_TEXT[value]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={DEVICE_LIST_LABELS.model}
              value={model}
              onChange={(event) => setModel(event.target.value)}
              sx={{ width: 160 }}
              slotProps={{ htmlInput: { maxLength: 191 } }}
            />
            <TextField
              size="small"
              label={DEVICE_LIST_LABELS.grade}
              value={grade}
              onChange={(event) => setGrade(event.target.value)}
              sx={{ width: 90 }}
              slotProps={{ htmlInput: { maxLength: 16 } }}
            />
            <TextField
              select
              size="small"
              label={DEVICE_LIST_LABELS.warehouse_id}
              value={warehouseId}
              onChange={(event) => setWarehouseId(event.target.value === '' ? '' : Number(event.target.value))}
              sx={{ minWidth: 150 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('devices:list.everyWarehouse')}</MenuItem>
              {(warehouses.data ?? []).map((warehouse) => (
                <MenuItem key={warehouse.id} value={warehouse.id}>
                  {warehouse.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('devices:list.columns.onShelf')}
              value={minAge}
              onChange={(event) =>
                setMinAge(event.target.value === '' ? '' : Math.min(MAX_AGE_DAYS, Number(event.target.value)))
              }
              sx={{ minWidth: 150 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('devices:list.anyTime')}</MenuItem>
              {AGE_CHOICES.map((days) => (
                <MenuItem key={days} value={days}>
                  {t('devices:list.daysOrMore', { count: days })}
                </MenuItem>
              ))}
            </TextField>
            <Button startIcon={<DownloadIcon />} href={deviceExportUrl(search, filters)} download>
              {t('devices:list.exportCsv')}
            </Button>
          </>
        )}
        rowActions={(row) => (
          <RowAction
            title={t('devices:list.passport')}
            label={t('devices:list.passportOf', { identifier: unitIdentifier(row) })}
            icon={InfoIcon}
            to={pathOf('DeviceDetails', { id: row.id })}
          />
        )}
      />
    </>
  )
}
