/**
 * A stock row as the screens read it, with its warehouse's name: the product page (catalog) and the stock
 * lists (inventory) select the same columns from `stocks` joined to `warehouses`.
 */
export const STOCK_IN_WAREHOUSE_COLUMNS = [
  'stocks.id',
  'stocks.created_at',
  'stocks.product_id',
  'stocks.warehouse_id',
  'warehouses.name as warehouse_name',
  'stocks.quantity',
  'stocks.reserved',
  'stocks.sold',
  'stocks.returned',
  'stocks.cost',
  'stocks.price',
  'stocks.rackNumber',
] as const
