import HistoryIcon from '@mui/icons-material/History'
import TuneIcon from '@mui/icons-material/Tune'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { MESSAGES } from '@counterpart/domain/messages'
import type { StockRecord } from '@counterpart/domain/schemas/inventory'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
import { useCan } from '../../../lib/app-configuration.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { RowAction } from '../../../components/row-action.tsx'
import { StockQuantity } from '../../../components/stock-quantity.tsx'

/** Stock rows of one warehouse or one SKU (not paged: the caller's answer holds them all). */
export function StockTable({
  stocks,
  show,
  label,
  onAdjust,
}: {
  stocks: readonly StockRecord[]
  show: 'product' | 'warehouse' | 'both'
  label: string
  /** Rows get an Adjust stock action (for those who may adjust) and a link to the product's stock history. */
  onAdjust?: (stock: StockRecord) => void
}) {
  const { money } = useFormatters()
  const canSeeProduct = useCan('productDetail')
  const canSeeWarehouse = useCan('warehouseDetials')
  const canAdjust = useCan('warehouseEdit') && onAdjust !== undefined
  const canTrace = useCan('stockTracking') && onAdjust !== undefined
  const withActions = canAdjust || canTrace
  const { t } = useTranslation('inventory')
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {show !== 'warehouse' && <TableCell>{t('inventory:stocks.columns.product')}</TableCell>}
          {show !== 'product' && <TableCell>{t('inventory:stocks.columns.warehouse')}</TableCell>}
          <TableCell align="right">{t('inventory:stocks.columns.quantity')}</TableCell>
          <TableCell align="right">{t('inventory:stocks.columns.sold')}</TableCell>
          <TableCell align="right">{t('inventory:stocks.columns.returned')}</TableCell>
          <TableCell align="right">{t('inventory:stocks.columns.cost')}</TableCell>
          <TableCell align="right">{t('inventory:stocks.columns.price')}</TableCell>
          <TableCell>{t('inventory:stocks.columns.rack')}</TableCell>
          {withActions && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {stocks.length === 0 && (
          <TableRow>
            <TableCell colSpan={withActions ? 9 : 8} align="center">
              {MESSAGES.recordNotFound}
            </TableCell>
          </TableRow>
        )}
        {stocks.map((stock) => (
          <TableRow key={stock.id}>
            {show !== 'warehouse' && (
              <TableCell>
                {canSeeProduct ? (
                  <RouterLink to={pathOf('ProductDetail', { id: stock.product_id })}>{stock.product.name}</RouterLink>
                ) : (
                  stock.product.name
                )}
              </TableCell>
            )}
            {show !== 'product' && (
              <TableCell>
                {canSeeWarehouse ? (
                  <RouterLink to={pathOf('WarehouseDetail', { id: stock.warehouse_id })}>
                    {stock.warehouse.name}
                  </RouterLink>
                ) : (
                  stock.warehouse.name
                )}
              </TableCell>
            )}
            <TableCell align="right">
              <StockQuantity quantity={stock.quantity} reserved={stock.reserved} />
            </TableCell>
            <TableCell align="right">{stock.sold}</TableCell>
            <TableCell align="right">{stock.returned}</TableCell>
            <TableCell align="right">
              <bdi>{money(stock.cost)}</bdi>
            </TableCell>
            <TableCell align="right">
              <bdi>{money(stock.price)}</bdi>
            </TableCell>
            <TableCell>{stock.rackNumber}</TableCell>
            {withActions && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {canAdjust && (
                  <RowAction
                    title={t('inventory:stocks.adjust')}
                    label={t('inventory:stocks.adjustOf', {
                      product: stock.product.name,
                      warehouse: stock.warehouse.name,
                    })}
                    icon={TuneIcon}
                    onClick={() => onAdjust?.(stock)}
                  />
                )}
                {canTrace && (
                  <RowAction
                    title={t('inventory:stocks.history')}
                    label={t('inventory:stocks.historyOf', { product: stock.product.name })}
                    icon={HistoryIcon}
                    to={pathOf('StockHistory', { id: stock.product_id })}
                  />
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
