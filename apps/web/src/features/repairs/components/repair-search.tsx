import Chip from '@mui/material/Chip'
import type { RepairSearchItem } from '@counterpart/domain/schemas/repairs'
import type { ReactNode } from 'react'
import { KeySearch, type KeySearchColumn } from '../../../components/key-search.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useSearchRepairs } from '../api/search-repairs.ts'

interface RepairSearchProps {
  /** An action per found job (the POS adds it to the cart; elsewhere it opens the job). */
  action?: (item: RepairSearchItem) => ReactNode
}

/** The Repair Search tab of the POS advanced search (spec 001 §2, §5: disabled while the key is empty). */
export function RepairSearch({ action }: RepairSearchProps) {
  const search = useSearchRepairs()
  const { money, date } = useFormatters()

  const columns: readonly KeySearchColumn<RepairSearchItem>[] = [
    { label: 'Added at', render: (item) => date(item.created_at) },
    { label: 'Reference', render: (item) => item.key },
    { label: 'Name', render: (item) => item.name },
    { label: 'Phone', render: (item) => item.phone },
    { label: 'Device', render: (item) => item.deviceName },
    {
      label: 'Status',
      render: (item) => (
        <Chip
          size="small"
          color={item.status === 1 ? 'success' : 'warning'}
          label={item.status === 1 ? 'Completed' : 'Pending'}
        />
      ),
    },
    { label: 'Due', align: 'right', render: (item) => money(item.due) },
  ]

  return (
    <KeySearch
      label="Repair ID, name, phone, device or IMEI"
      search={search}
      emptyText="No repair found."
      tableLabel="Repairs found"
      columns={columns}
      action={action}
    />
  )
}
