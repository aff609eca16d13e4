import AssessmentIcon from '@mui/icons-material/Assessment'
import BackupIcon from '@mui/icons-material/Backup'
import BuildIcon from '@mui/icons-material/Build'
import ContactsIcon from '@mui/icons-material/Contacts'
import DashboardIcon from '@mui/icons-material/Dashboard'
import HandshakeIcon from '@mui/icons-material/Handshake'
import InventoryIcon from '@mui/icons-material/Inventory'
import Inventory2Icon from '@mui/icons-material/Inventory2'
import PaymentsIcon from '@mui/icons-material/Payments'
import PeopleIcon from '@mui/icons-material/People'
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary'
import PointOfSaleIcon from '@mui/icons-material/PointOfSale'
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import SettingsIcon from '@mui/icons-material/Settings'
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart'
import StorefrontIcon from '@mui/icons-material/Storefront'
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import WarehouseIcon from '@mui/icons-material/Warehouse'
import type SvgIcon from '@mui/material/SvgIcon'
import type { RouteName } from '../routes.tsx'

export interface SidebarSection {
  label: string
  route: RouteName
  icon: typeof SvgIcon
  /** Other paths that belong to the section, so it stays highlighted on them. */
  activeOn?: readonly string[]
}

/** Spec 000 §1: every section is listed for every signed-in user; the route guard enforces permissions. */
export const SIDEBAR_SECTIONS: readonly SidebarSection[] = [
  { label: 'Dashboard', route: 'Dashboard', icon: DashboardIcon },
  {
    label: 'Products',
    route: 'Products',
    icon: Inventory2Icon,
    activeOn: [
      '/add-new-product',
      '/edit-product',
      '/product-detail',
      '/product-label',
      '/add-new-category',
      '/edit-category',
    ],
  },
  { label: 'POS', route: 'PosSale', icon: PointOfSaleIcon },
  { label: 'Buy', route: 'Buy', icon: ShoppingCartIcon },
  { label: 'Buy From Customer', route: 'CustomProductList', icon: HandshakeIcon },
  { label: 'Repair', route: 'RepiarList', icon: BuildIcon },
  { label: 'Repair Gallery', route: 'GalleryList', icon: PhotoLibraryIcon },
  { label: 'Shop Listing', route: 'ShopList', icon: StorefrontIcon },
  { label: 'Bills', route: 'BillList', icon: ReceiptLongIcon },
  { label: 'Contacts', route: 'Contacts', icon: ContactsIcon },
  { label: 'Stocks', route: 'Stocks', icon: WarehouseIcon },
  { label: 'Inventory', route: 'Inventory', icon: InventoryIcon },
  { label: 'Transactions', route: 'TransactionMain', icon: SwapHorizIcon },
  { label: 'Payments', route: 'Payments', icon: PaymentsIcon },
  { label: 'Reports', route: 'Reports', icon: AssessmentIcon },
  { label: 'Backup', route: 'Backup', icon: BackupIcon },
  { label: 'Users Management', route: 'Users', icon: PeopleIcon },
  { label: 'Settings', route: 'Settings', icon: SettingsIcon, activeOn: ['/settings'] },
]
