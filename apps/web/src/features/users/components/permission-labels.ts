import type { PermissionFlag } from '@counterpart/domain/permissions'

// The wire names keep the spec's spelling; the switches read as plain words.
const OVERRIDES: Partial<Record<PermissionFlag, string>> = {
  reportsrepairGalleryManage: 'Repair Gallery Manage',
  outOfstock: 'Out Of Stock',
  supplierDetials: 'Supplier Details',
  customerDetials: 'Customer Details',
  warehouseDetials: 'Warehouse Details',
  customProductManage: 'Buy From Customer Manage',
}

/** "saleCreate" -> "Sale Create". */
export function permissionLabel(flag: PermissionFlag): string {
  const override = OVERRIDES[flag]
  if (override) return override
  const words = flag.replace(/([a-z])([A-Z])/g, '$1 $2')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
