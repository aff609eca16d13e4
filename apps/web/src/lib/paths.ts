import { generatePath } from 'react-router'

/**
 * The address of every page by its route name (the spec's names). Features link with `pathOf` from here,
 * never through the route table in `app/`, which lazily imports every feature's pages.
 */
export const ROUTE_PATHS = {
  Login: '/login',
  ForgetPassword: '/forget-password',
  ResetPassword: '/reset-password/:token',
  Welcome: '/welcome',
  Shop: '/shop',
  Gallery: '/gallery',
  Track: '/track/:key?',
  // Issue 33, item 5: the customer display, a window of the terminal's browser or a paired device.
  CustomerDisplay: '/display',
  Dashboard: '/dashboard',
  Products: '/products',
  AddNewProduct: '/add-new-product',
  EditProduct: '/edit-product/:id',
  ProductDetail: '/product-detail/:id',
  ProductLabel: '/print/product-label/:id',
  AddNewCategory: '/add-new-category',
  EditCategory: '/edit-category/:id',
  PosSale: '/pos/portal/:trax?',
  // Issue 19 (beyond the spec): the device's till, a session's detail and the X and Z reports' print views.
  Till: '/pos/till',
  TillSession: '/till-session/:id',
  TillReportPrint: '/print/till-report/:id',
  ZReportPrint: '/print/z-report/:id',
  Buy: '/buy',
  PurchaseTransactionDetails: '/purchase-detail/:id',
  StockUpdate: '/stock-update/:id',
  PrintPurchase: '/print/purchase-invoice/:id',
  CustomProductList: '/custom-products',
  CustomProductForm: '/custom-product/:id?',
  CustomProductDetails: '/custom-product-details/:id',
  // Issue 29: device units (read-only for now, linked from nowhere yet).
  DeviceList: '/devices',
  DeviceDetails: '/devices/:id',
  RepiarList: '/repair-lists',
  // Issue 30: the Repairs board beside the spec's list.
  RepairBoard: '/repair-board',
  RepairForm: '/repair-form/:id?',
  GalleryList: '/repairing-gallery',
  ShopList: '/shop-list',
  BillList: '/bill-list',
  BillForm: '/bill-form/:id?',
  RepiarPrint: '/print/repair-print/:id',
  BillPrint: '/print/bill-print/:id',
  CustomPurchasePrint: '/print/custom-purchase/:id',
  Contacts: '/contacts',
  AddNewCustomer: '/add-new-customer',
  EditCustomer: '/edit-customer/:id',
  CustomerDetail: '/customer-detail/:id',
  AddNewSupplier: '/add-new-supplier',
  EditSupplier: '/edit-supplier/:id',
  SupplierDetail: '/supplier-detail/:id',
  Stocks: '/stocks',
  Inventory: '/inventory',
  AddNewWarehouse: '/add-new-warehouse',
  EditWarehouse: '/edit-warehouse/:id',
  WarehouseDetail: '/warehouse-detail/:id',
  // Issue 28, item 9: stock counts, transfers and a product's stock history.
  NewStockCount: '/new-stock-count',
  StockCountDetail: '/stock-count/:id',
  NewStockTransfer: '/new-stock-transfer',
  StockTransferDetail: '/stock-transfer/:id',
  StockHistory: '/stock-history/:id',
  TransactionMain: '/transactions',
  SaleDetail: '/sale-detail/:id',
  RefundDetail: '/refund-detail/:id',
  PrintSale: '/print/print-sale/:id',
  PrintRefund: '/print/print-sale-refund/:id',
  ShippingAddress: '/print/shipping-address/:id',
  MiniReceipt: '/print/mini-receipt/:id',
  ProvisionalReceipt: '/print/provisional-receipt/:clientId',
  // Issue 31 (beyond the spec): gift cards, a card by its code, a sale of cards and its receipt.
  GiftCards: '/gift-cards',
  GiftCardDesk: '/pos/gift-cards',
  GiftCardDetail: '/gift-cards/:code',
  GiftCardSale: '/gift-card-sales/:id',
  PrintGiftCards: '/print/gift-cards/:id',
  Payments: '/payments',
  PaymentDetails: '/payment-details/:id',
  Reports: '/reports',
  Balances: '/balances',
  Backup: '/backup-and-restore',
  Users: '/users',
  AuditLog: '/audit-log',
  Settings: '/settings/general',
  MailSettings: '/settings/mail',
  LogoSettings: '/settings/logo',
  TermsSettings: '/settings/terms-and-conditions',
  PosSettings: '/settings/pos-configs',
  BillSettings: '/settings/billing',
  UnitSettings: '/settings/units',
  AnnouncementSettings: '/settings/announcement',
  RepairStatusSettings: '/settings/repair-statuses',
  RepairMessageSettings: '/settings/repair-messages',
  RepairChecklistSettings: '/settings/repair-checklists',
  JournalAccountSettings: '/settings/journal-accounts',
  PrinterSettings: '/settings/printers',
  Installer: '/install.php',
  InstallerShort: '/install',
  Error408: '/request-timeout',
  Error500: '/internal-server-error',
  Error404: '/page-not-found',
  NotFound: '*',
} as const

export type RouteName = keyof typeof ROUTE_PATHS

/** The URL of a named route: `pathOf('EditProduct', { id: 7 })` -> "/edit-product/7". */
export function pathOf(name: RouteName, params: Record<string, string | number> = {}): string {
  const text = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]))
  return generatePath(ROUTE_PATHS[name], text)
}

export const HOME_PATH = '/welcome'
export const SIGNED_IN_HOME_PATH = '/dashboard'
export const LOGIN_PATH = '/login'

export const ERROR_PATHS = {
  notFound: '/page-not-found',
  timeout: '/request-timeout',
  serverError: '/internal-server-error',
} as const
