import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { StockRecord } from '@counterpart/domain/schemas/inventory'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { useCan } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { LabelledValues, type LabelledValue } from '../../components/labelled-values.tsx'
import { QueryStatus } from '../../components/query-status.tsx'
import { useWarehouse } from './api/get-warehouse.ts'
import { AdjustStockDialog } from './components/adjust-stock-dialog.tsx'
import { StockTable } from './components/stock-table.tsx'
import { useIdParam } from '../../lib/use-id-param.ts'
import { RecordHistory } from '../../components/record-history.tsx'

/** WarehouseDetail (spec 002 §2.4): the warehouse and its stocks. */
export function WarehouseDetailPage() {
  const warehouse = useWarehouse(useIdParam())
  const { date } = useFormatters()
  const canEdit = useCan('warehouseEdit')
  const { t } = useTranslation('inventory')
  const [adjusting, setAdjusting] = useState<StockRecord | null>(null)
  const data = warehouse.data?.warehouse
  const fields: LabelledValue[] = data
    ? [
        [t('inventory:warehouses.columns.email'), data.email && <bdi>{data.email}</bdi>],
        [t('inventory:warehouses.columns.phone'), data.phone && <bdi>{data.phone}</bdi>],
        [t('inventory:warehouses.columns.location'), data.location],
        [t('inventory:warehouses.columns.maxVolume'), data.maxVolume],
        [t('inventory:warehouses.columns.added'), date(data.created_at)],
      ]
    : []
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('inventory:warehouseDetail.title')}
        </Typography>
        <Button component={RouterLink} to={pathOf('Inventory')}>
          {t('inventory:actions.back')}
        </Button>
        {canEdit && data && (
          <Button variant="contained" component={RouterLink} to={pathOf('EditWarehouse', { id: data.id })}>
            {t('inventory:actions.edit')}
          </Button>
        )}
      </Stack>
      <QueryStatus query={warehouse} record="warehouse" />
      {data && (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography variant="h6" sx={{ mb: 1 }}>
              {data.name}
            </Typography>
            <LabelledValues fields={fields} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('inventory:tabs.stocks')}
            </Typography>
            <StockTable
              stocks={data.stocks}
              show="product"
              label={t('inventory:warehouseDetail.stocks')}
              onAdjust={(stock) => setAdjusting(stock)}
            />
          </Paper>
          <RecordHistory entity="warehouse" id={data.id} sx={{ mt: 2 }} />
        </>
      )}
      {adjusting && (
        <AdjustStockDialog
          product={adjusting.product}
          warehouseId={adjusting.warehouse_id}
          onClose={() => setAdjusting(null)}
        />
      )}
    </>
  )
}
