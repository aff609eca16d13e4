import InfoIcon from '@mui/icons-material/Info'
import Typography from '@mui/material/Typography'
import { UNIT_STATUS_TEXT } from '@counterpart/domain/devices'
import type { DeviceUnit } from '@counterpart/domain/schemas/devices'
import { RowAction } from '../../components/row-action.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { pathOf } from '../../lib/paths.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { DEVICE_LIST_PATH } from './api/get-devices.ts'

/** The identifier a unit is known by: its IMEI (or MEID), else its serial. */
export function unitIdentifier(unit: Pick<DeviceUnit, 'imei1' | 'serial'>): string {
  return unit.imei1 ?? unit.serial ?? ''
}

/**
 * Devices (issue 29, read-only for now): every unit the shop has touched, searched by a full IMEI, its
 * last 6 digits or a serial. Linked from nowhere yet: the top-bar search and the menu come with the passport.
 */
export function DeviceListPage() {
  const { money, date } = useFormatters()
  const columns: readonly Column<DeviceUnit>[] = [
    { key: 'created_at', label: 'Date', sortable: true, nowrap: true, render: (row) => date(row.created_at) },
    { key: 'identifier', label: 'IMEI / Serial', nowrap: true, render: (row) => <bdi>{unitIdentifier(row)}</bdi> },
    { key: 'model', label: 'Model', sortable: true, maxWidth: 220 },
    { key: 'status', label: 'Status', sortable: true, nowrap: true, render: (row) => UNIT_STATUS_TEXT[row.status] },
    { key: 'owner', label: 'Owner', hideBelow: 'lg', render: (row) => (row.owner === 'shop' ? 'Shop' : 'Customer') },
    { key: 'cost', label: 'Cost', sortable: true, align: 'right', render: (row) => money(row.cost) },
  ]

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Devices
      </Typography>
      <ServerDataTable<DeviceUnit>
        path={DEVICE_LIST_PATH}
        label="Device units"
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        rowActions={(row) => (
          <RowAction
            title="Details"
            label={`Details of ${unitIdentifier(row)}`}
            icon={InfoIcon}
            to={pathOf('DeviceDetails', { id: row.id })}
          />
        )}
      />
    </>
  )
}
