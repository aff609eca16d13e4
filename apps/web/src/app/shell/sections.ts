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
import { tr } from '@counterpart/domain/i18n/translate'
import { pathOf, type RouteName } from '../../lib/paths.ts'
import { routeByName } from '../routes.tsx'

export interface SidebarSection {
  /** In the language of the moment (read it while drawing). */
  readonly label: string
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
  {
    get label() {
      return tr('shell:sections.dashboard')
    },
    route: 'Dashboard',
    icon: DashboardIcon,
  },
  {
    get label() {
      return tr('shell:sections.products')
    },
    route: 'Products',
    icon: Inventory2Icon,
    activeOn: ['/add-new-product', '/edit-product', '/product-detail', '/add-new-category', '/edit-category'],
  },
  {
    get label() {
      return tr('shell:sections.pos')
    },
    route: 'PosSale',
    icon: PointOfSaleIcon,
    activeOn: ['/pos/till', '/pos/gift-cards'],
  },
  {
    get label() {
      return tr('shell:sections.buy')
    },
    route: 'Buy',
    icon: ShoppingCartIcon,
    activeOn: ['/purchase-detail', '/stock-update'],
  },
  {
    get label() {
      return tr('shell:sections.buyFromCustomer')
    },
    route: 'CustomProductList',
    icon: HandshakeIcon,
    activeOn: ['/custom-product', '/custom-product-details'],
  },
  {
    get label() {
      return tr('shell:sections.repair')
    },
    route: 'RepiarList',
    icon: BuildIcon,
    activeOn: ['/repair-form', '/repair-board'],
  },
  {
    get label() {
      return tr('shell:sections.repairGallery')
    },
    route: 'GalleryList',
    icon: PhotoLibraryIcon,
  },
  {
    get label() {
      return tr('shell:sections.shopListing')
    },
    route: 'ShopList',
    icon: StorefrontIcon,
  },
  {
    get label() {
      return tr('shell:sections.bills')
    },
    route: 'BillList',
    icon: ReceiptLongIcon,
    activeOn: ['/bill-form'],
  },
  {
    get label() {
      return tr('shell:sections.contacts')
    },
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
  {
    get label() {
      return tr('shell:sections.giftCards')
    },
    route: 'GiftCards',
    icon: CardGiftcardIcon,
    activeOn: ['/gift-card-sales'],
  },
  {
    get label() {
      return tr('shell:sections.stocks')
    },
    route: 'Stocks',
    icon: WarehouseIcon,
  },
  // Issue 29 (beyond the spec's menu): every phone the shop touches, by IMEI or serial, and its passport.
  {
    get label() {
      return tr('shell:sections.devices')
    },
    route: 'DeviceList',
    icon: PhoneAndroidIcon,
  },
  {
    get label() {
      return tr('shell:sections.inventory')
    },
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
    get label() {
      return tr('shell:sections.transactions')
    },
    route: 'TransactionMain',
    icon: SwapHorizIcon,
    needsAny: ['saleList', 'refundList', 'purchaseList'],
    activeOn: ['/sale-detail', '/refund-detail'],
  },
  {
    get label() {
      return tr('shell:sections.payments')
    },
    route: 'Payments',
    icon: PaymentsIcon,
    activeOn: ['/payment-details'],
  },
  {
    get label() {
      return tr('shell:sections.reports')
    },
    route: 'Reports',
    icon: AssessmentIcon,
    activeOn: ['/till-session', '/balances'],
  },
  {
    get label() {
      return tr('shell:sections.backup')
    },
    route: 'Backup',
    icon: BackupIcon,
  },
  {
    get label() {
      return tr('shell:sections.usersManagement')
    },
    route: 'Users',
    icon: PeopleIcon,
  },
  {
    get label() {
      return tr('shell:sections.auditLog')
    },
    route: 'AuditLog',
    icon: ChangeHistoryIcon,
  },
  {
    get label() {
      return tr('shell:sections.settings')
    },
    route: 'Settings',
    icon: SettingsIcon,
    activeOn: ['/settings'],
  },
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
  if (words.length <= 1) return words[0] ?? ''
  return tr('shell:locked.orList', {
    list: words.slice(0, -1).join(tr('shell:locked.separator')),
    last: words[words.length - 1],
  })
}

/** Why the user cannot open the section, in their words; null when they can. */
export function sectionLockReason(section: SidebarSection, actions: PermissionMap | null | undefined): string | null {
  const needs = sectionNeeds(section)
  if (needs.length === 0 || needs.some((flag) => holdsGate(actions, flag))) return null
  const switches = orList(needs.map((flag) => tr('shell:locked.switch', { name: permissionLabel(flag) })))
  return tr('shell:locked.reason', { section: section.label, switches })
}
