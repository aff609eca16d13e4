import Link from '@mui/material/Link'
import { holdsGate, type Gate } from '@counterpart/domain/permissions'
import type { AuditEntity } from '@counterpart/domain/schemas/audit'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { useAppSession } from '../lib/app-configuration.ts'
import { pathOf, type RouteName } from '../lib/paths.ts'
import { orderQuery } from '../lib/queries/order.ts'
import { auditEntityLabel } from './audit-format.ts'
import { ORDER_DETAIL } from './order-link.tsx'
import { useTranslation } from 'react-i18next'

/**
 * The page that shows a record of each kind, and the gate that opens it. `list` pages show the record among
 * others (a user is edited in a dialog of Users Management); kinds with no page of their own are left out.
 */
const RECORD_PAGES: Partial<Record<AuditEntity, { route: RouteName; gate: Gate; list?: boolean }>> = {
  product: { route: 'ProductDetail', gate: 'productDetail' },
  customer: { route: 'CustomerDetail', gate: 'customerDetials' },
  supplier: { route: 'SupplierDetail', gate: 'supplierDetials' },
  warehouse: { route: 'WarehouseDetail', gate: 'warehouseDetials' },
  'stock-count': { route: 'StockCountDetail', gate: 'warehouseDetials' },
  'stock-transfer': { route: 'StockTransferDetail', gate: 'warehouseDetials' },
  payment: { route: 'PaymentDetails', gate: 'paymentDetails' },
  category: { route: 'EditCategory', gate: 'categoryEdit' },
  repair: { route: 'RepairForm', gate: 'repairManage' },
  bill: { route: 'BillForm', gate: 'billManage' },
  'custom-product': { route: 'CustomProductDetails', gate: 'customProductManage' },
  device: { route: 'DeviceDetails', gate: 'deviceView' },
  user: { route: 'Users', gate: 'userManage', list: true },
  backup: { route: 'Backup', gate: 'backups', list: true },
  'gallery-item': { route: 'GalleryList', gate: 'reportsrepairGalleryManage', list: true },
  'shop-item': { route: 'ShopList', gate: 'shopListManage', list: true },
}

/** Each section of the settings (the id of a settings event) by the title (its key) and page of the screen that saves it. */
const SETTINGS_PAGES: Record<string, { title: string; route: RouteName; gate: Gate }> = {
  general: { title: 'shell:routes.Settings', route: 'Settings', gate: 'generalSetting' },
  mail: { title: 'shell:routes.MailSettings', route: 'MailSettings', gate: 'mailSetting' },
  logo: { title: 'shell:routes.LogoSettings', route: 'LogoSettings', gate: 'logoSetting' },
  logoBill: { title: 'common:audit.billingLogo', route: 'LogoSettings', gate: 'logoSetting' },
  terms: { title: 'shell:routes.TermsSettings', route: 'TermsSettings', gate: 'termsSetting' },
  pos: { title: 'shell:routes.PosSettings', route: 'PosSettings', gate: 'generalSetting' },
  bill: { title: 'shell:routes.BillSettings', route: 'BillSettings', gate: 'generalSetting' },
  productUnits: { title: 'shell:routes.UnitSettings', route: 'UnitSettings', gate: 'generalSetting' },
  announcement: { title: 'shell:routes.AnnouncementSettings', route: 'AnnouncementSettings', gate: 'generalSetting' },
}

/** "Product 12" as a link to the product's page for someone who may open it; plain text otherwise. */
export function AuditRecordLink({ entity, entityId }: { entity: string; entityId: string | null }) {
  const { t } = useTranslation('common')
  const actions = useAppSession().actions
  const section =
    entity === 'settings' && entityId !== null && Object.hasOwn(SETTINGS_PAGES, entityId)
      ? SETTINGS_PAGES[entityId]
      : undefined
  if (section)
    return holdsGate(actions, section.gate) ? (
      <Link component={RouterLink} to={pathOf(section.route)}>
        {t(section.title)}
      </Link>
    ) : (
      t(section.title)
    )
  const text = (
    <>
      {auditEntityLabel(entity)}
      {entityId !== null && (
        <>
          {' '}
          <bdi>{entityId}</bdi>
        </>
      )}
    </>
  )
  const id = Number(entityId)
  const hasId = entityId !== null && Number.isInteger(id) && id > 0
  if (entity === 'order' && hasId) {
    const mayOpen = Object.values(ORDER_DETAIL).some((detail) => holdsGate(actions, detail.gate))
    return mayOpen ? <OrderRecordLink id={id}>{text}</OrderRecordLink> : text
  }
  const page = Object.hasOwn(RECORD_PAGES, entity) ? RECORD_PAGES[entity as AuditEntity] : undefined
  if (!page || !holdsGate(actions, page.gate) || (!page.list && !hasId)) return text
  return (
    <Link component={RouterLink} to={page.list ? pathOf(page.route) : pathOf(page.route, { id })}>
      {text}
    </Link>
  )
}

/**
 * A sale, a refund and a purchase are all orders, each with its own detail page: the order is read (the
 * detail page reads it again from the cache) to open the right one.
 */
function OrderRecordLink({ id, children }: { id: number; children: ReactNode }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [opening, setOpening] = useState(false)

  function open() {
    setOpening(true)
    queryClient
      .fetchQuery(orderQuery(id))
      .then((detail) => navigate(pathOf(ORDER_DETAIL[detail.order.kind].route, { id })))
      // A removed order or a refusal is shown by the global error handler.
      .catch(() => undefined)
      .finally(() => setOpening(false))
  }

  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      disabled={opening}
      onClick={open}
      sx={{ textAlign: 'start' }}
    >
      {children}
    </Link>
  )
}
