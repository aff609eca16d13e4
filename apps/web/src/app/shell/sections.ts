import AssessmentIcon from '@mui/icons-material/Assessment'
import BackupIcon from '@mui/icons-material/Backup'
import BuildIcon from '@mui/icons-material/Build'
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard'
import ChangeHistoryIcon from '@mui/icons-material/ChangeHistory'
import ContactsIcon from '@mui/icons-material/Contacts'
import DashboardIcon from '@mui/icons-material/Dashboard'
import HandshakeIcon from '@mui/icons-material/Handshake'
import InventoryIcon from '@mui/icons-material/Inventory'
import Inventory2Icon from '@mui/icons-material/Inventory2'
import PaymentsIcon from '@mui/icons-material/Payments'
import PeopleIcon from '@mui/icons-material/People'
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid'
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary'
import PointOfSaleIcon from '@mui/icons-material/PointOfSale'
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import SettingsIcon from '@mui/icons-material/Settings'
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart'
import StorefrontIcon from '@mui/icons-material/Storefront'
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import WarehouseIcon from '@mui/icons-material/Warehouse'
import type SvgIcon from '@mui/material/SvgIcon'
import {
  holdsGate,
  isPermissionFlag,
  permissionLabel,
  type PermissionFlag,
  type PermissionMap,
} from '@counterpart/domain/permissions'
import { pathOf, type RouteName } from '../../lib/paths.ts'
import { routeByName } from '../routes.tsx'

export interface SidebarSection {
  label: string
  route: RouteName
  icon: typeof SvgIcon
  /**
   * The forms and detail pages of the section (path prefixes), so it stays highlighted on them. Every
   * page of the shell belongs to exactly one section (sections.test.ts checks the route table).
   */
  activeOn?: readonly string[]
  /**
   * The switches of which the user needs one for the section to be of use, where its page is open to every
   * signed-in user but each of its tabs is gated (Transactions). By default: the gate of its route.
   */
  needsAny?: readonly PermissionFlag[]
}

/**
 * Spec 000 §1: every section is listed for every signed-in user; the route guard enforces permissions, and
 * a section the user cannot open is shown locked with the reason (issue 28, item 12).
 */
export const SIDEBAR_SECTIONS: readonly SidebarSection[] = [
  { label: 'Dashboard', route: 'Dashboard', icon: DashboardIcon },
  {
    label: 'Products',
    route: 'Products',
    icon: Inventory2Icon,
    activeOn: ['/add-new-product', '/edit-product', '/product-detail', '/add-new-category', '/edit-category'],
  },
  { label: 'POS', route: 'PosSale', icon: PointOfSaleIcon, activeOn: ['/pos/till', '/pos/gift-cards'] },
  { label: 'Buy', route: 'Buy', icon: ShoppingCartIcon, activeOn: ['/purchase-detail', '/stock-update'] },
  {
    label: 'Buy From Customer',
    route: 'CustomProductList',
    icon: HandshakeIcon,
    activeOn: ['/custom-product', '/custom-product-details'],
  },
  { label: 'Repair', route: 'RepiarList', icon: BuildIcon, activeOn: ['/repair-form', '/repair-board'] },
  { label: 'Repair Gallery', route: 'GalleryList', icon: PhotoLibraryIcon },
  { label: 'Shop Listing', route: 'ShopList', icon: StorefrontIcon },
  { label: 'Bills', route: 'BillList', icon: ReceiptLongIcon, activeOn: ['/bill-form'] },
  {
    label: 'Contacts',
    route: 'Contacts',
    icon: ContactsIcon,
    activeOn: [
      '/add-new-customer',
      '/edit-customer',
      '/customer-detail',
      '/add-new-supplier',
      '/edit-supplier',
      '/supplier-detail',
    ],
  },
  // Issue 31 (beyond the spec's menu): the gift cards sold, what is left on each, and their sales.
  { label: 'Gift cards', route: 'GiftCards', icon: CardGiftcardIcon, activeOn: ['/gift-card-sales'] },
  { label: 'Stocks', route: 'Stocks', icon: WarehouseIcon },
  // Issue 29 (beyond the spec's menu): every phone the shop touches, by IMEI or serial, and its passport.
  { label: 'Devices', route: 'DeviceList', icon: PhoneAndroidIcon },
  {
    label: 'Inventory',
    route: 'Inventory',
    icon: InventoryIcon,
    activeOn: [
      '/add-new-warehouse',
      '/edit-warehouse',
      '/warehouse-detail',
      '/new-stock-count',
      '/stock-count',
      '/new-stock-transfer',
      '/stock-transfer',
      '/stock-history',
    ],
  },
  {
    label: 'Transactions',
    route: 'TransactionMain',
    icon: SwapHorizIcon,
    needsAny: ['saleList', 'refundList', 'purchaseList'],
    activeOn: ['/sale-detail', '/refund-detail'],
  },
  { label: 'Payments', route: 'Payments', icon: PaymentsIcon, activeOn: ['/payment-details'] },
  { label: 'Reports', route: 'Reports', icon: AssessmentIcon, activeOn: ['/till-session', '/balances'] },
  { label: 'Backup', route: 'Backup', icon: BackupIcon },
  { label: 'Users Management', route: 'Users', icon: PeopleIcon },
  { label: 'Audit Log', route: 'AuditLog', icon: ChangeHistoryIcon },
  { label: 'Settings', route: 'Settings', icon: SettingsIcon, activeOn: ['/settings'] },
]

function isWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`)
}

/** Whether the sidebar highlights the section on this page: its own page, or one of its forms and details. */
export function isSectionActive(section: SidebarSection, pathname: string): boolean {
  return [pathOf(section.route), ...(section.activeOn ?? [])].some((base) => isWithin(pathname, base))
}

/** The switches of which one opens the section (none: open to every signed-in user). */
export function sectionNeeds(section: SidebarSection): readonly PermissionFlag[] {
  if (section.needsAny) return section.needsAny
  const gate = routeByName(section.route).gate
  return gate !== undefined && isPermissionFlag(gate) ? [gate] : []
}

function orList(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`
}

/** Why the user cannot open the section, in their words; null when they can. */
export function sectionLockReason(section: SidebarSection, actions: PermissionMap | null | undefined): string | null {
  const needs = sectionNeeds(section)
  if (needs.length === 0 || needs.some((flag) => holdsGate(actions, flag))) return null
  const switches = orList(needs.map((flag) => `“${permissionLabel(flag)}”`))
  return `${section.label} is locked: it needs the ${switches} permission. Ask the shop's admin to switch it on.`
}
