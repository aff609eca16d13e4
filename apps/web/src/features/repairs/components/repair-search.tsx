import Chip from '@mui/material/Chip'
import type { RepairSearchItem } from '@counterpart/domain/schemas/repairs'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { KeySearch, type KeySearchColumn } from '../../../components/key-search.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useSearchRepairs } from '../api/search-repairs.ts'

interface RepairSearchProps {
  /** An action per found job (the POS adds it to the cart; elsewhere it opens the job). */
  action?: (item: RepairSearchItem) => ReactNode
}

/** The Repair Search tab of the POS advanced search (spec 001 §2, §5: disabled while the key is empty). */
export function RepairSearch({ action }: RepairSearchProps) {
  const { t } = useTranslation('repairs')
  const search = useSearchRepairs()
  const { money, date } = useFormatters()

  const columns: readonly KeySearchColumn<RepairSearchItem>[] = [
    { label: t('repairs:columns.addedAt'), render: (item) => date(item.created_at) },
    { label: t('repairs:columns.reference'), render: (item) => item.key },
    { label: t('repairs:columns.name'), render: (item) => item.name },
    { label: t('repairs:columns.phone'), render: (item) => item.phone },
    { label: t('repairs:columns.device'), render: (item) => item.deviceName },
    {
      label: t('repairs:columns.status'),
      render: (item) => (
        <Chip
          size="small"
          color={item.status === 1 ? 'success' : 'warning'}
          label={item.status === 1 ? t('repairs:state.completed') : t('repairs:state.pending')}
        />
      ),
    },
    { label: t('repairs:columns.due'), align: 'right', render: (item) => money(item.due) },
  ]

  return (
    <KeySearch
      label={t('repairs:search.label')}
      search={search}
      emptyText={t('repairs:search.empty')}
      tableLabel={t('repairs:search.tableLabel')}
      columns={columns}
      action={action}
    />
  )
}
