import type { Gate } from '@counterpart/domain/permissions'
import type { ComponentType } from 'react'
import { generatePath } from 'react-router'

/** Which frame a page is drawn in: the staff shell, the error layout, the public frame or nothing. */
export type RouteLayout = 'shell' | 'error' | 'public' | 'bare'

export interface AppRoute {
  name: string
  path: string
  /** document.title becomes "<title> | <site name>". */
  title: string
  /** Who may open it; `signedIn` when omitted. A permission flag blocks holders of a null/false value. */
  gate?: Gate
  /** Sign-in and password pages: open without a session, and a signed-in user is sent to the Dashboard. */
  guest?: boolean
  layout: RouteLayout
  /** Each page is its own chunk, so the sign-in page never downloads the back office. */
  page: () => Promise<{ Component: ComponentType }>
}

/**
 * The one route table (ARCHITECTURE "Web"). To add a page: add an entry here with its lazy `page`;
 * the router, the guard and the page title read it. Names follow the spec's route names.
 */
export const APP_ROUTES = [
  // Sign-in
  {
    name: 'Login',
    path: '/login',
    title: 'Login',
    guest: true,
    layout: 'bare',
    page: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  },
  {
    name: 'ForgetPassword',
    path: '/forget-password',
    title: 'Forget Password',
    guest: true,
    layout: 'bare',
    page: () => import('../features/auth/forget-password-page.tsx').then((m) => ({ Component: m.ForgetPasswordPage })),
  },
  {
    name: 'ResetPassword',
    path: '/reset-password/:token',
    title: 'Reset Password',
    guest: true,
    layout: 'bare',
    page: () => import('../features/auth/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  },

  // Public pages (spec 001); only the welcome page exists so far.
  {
    name: 'Welcome',
    path: '/welcome',
    title: 'Welcome',
    gate: 'public',
    layout: 'public',
    page: () => import('../features/showcase/welcome-page.tsx').then((m) => ({ Component: m.WelcomePage })),
  },
  {
    name: 'Shop',
    path: '/shop',
    title: 'Shop',
    gate: 'public',
    layout: 'public',
    page: () => import('../features/showcase/shop-page.tsx').then((m) => ({ Component: m.ShopPage })),
  },
  {
    name: 'Gallery',
    path: '/gallery',
    title: 'Gallery',
    gate: 'public',
    layout: 'public',
    page: () => import('../features/showcase/gallery-page.tsx').then((m) => ({ Component: m.GalleryPage })),
  },
  {
    name: 'Track',
    path: '/track/:key?',
    title: 'Track Repair',
    gate: 'public',
    layout: 'public',
    page: () => import('../features/repairs/track-repair-page.tsx').then((m) => ({ Component: m.TrackRepairPage })),
  },

  // The back office
  {
    name: 'Dashboard',
    path: '/dashboard',
    title: 'Dashboard',
    layout: 'shell',
    page: () => import('../features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    name: 'Products',
    path: '/products',
    title: 'Products',
    layout: 'shell',
    page: () => import('../features/catalog/products-page.tsx').then((m) => ({ Component: m.ProductsPage })),
  },
  {
    name: 'AddNewProduct',
    path: '/add-new-product',
    title: 'Add New Product',
    gate: 'productCreate',
    layout: 'shell',
    page: () => import('../features/catalog/product-form-page.tsx').then((m) => ({ Component: m.ProductFormPage })),
  },
  {
    name: 'EditProduct',
    path: '/edit-product/:id',
    title: 'Edit Product',
    gate: 'productEdit',
    layout: 'shell',
    page: () => import('../features/catalog/product-form-page.tsx').then((m) => ({ Component: m.ProductFormPage })),
  },
  {
    name: 'ProductDetail',
    path: '/product-detail/:id',
    title: 'Product Detail',
    gate: 'productDetail',
    layout: 'shell',
    page: () => import('../features/catalog/product-detail-page.tsx').then((m) => ({ Component: m.ProductDetailPage })),
  },
  {
    name: 'ProductLabel',
    // Spec 000 §2 / 001 §2: the label page sits under the print area, drawn in the shared PrintLayout.
    path: '/print/product-label/:id',
    title: 'Product Label',
    gate: 'productLabel',
    layout: 'bare',
    page: () => import('../features/catalog/product-label-page.tsx').then((m) => ({ Component: m.ProductLabelPage })),
  },
  {
    name: 'AddNewCategory',
    path: '/add-new-category',
    title: 'Add New Category',
    gate: 'categoryCreate',
    layout: 'shell',
    page: () => import('../features/catalog/category-form-page.tsx').then((m) => ({ Component: m.CategoryFormPage })),
  },
  {
    name: 'EditCategory',
    path: '/edit-category/:id',
    title: 'Edit Category',
    gate: 'categoryEdit',
    layout: 'shell',
    page: () => import('../features/catalog/category-form-page.tsx').then((m) => ({ Component: m.CategoryFormPage })),
  },
  {
    name: 'PosSale',
    path: '/pos/portal/:trax?',
    title: 'POS',
    gate: 'saleCreate',
    layout: 'shell',
    page: () => import('../features/pos/pos-page.tsx').then((m) => ({ Component: m.PosPage })),
  },
  {
    name: 'Buy',
    path: '/buy',
    title: 'Buy',
    gate: 'purchaseCreate',
    layout: 'shell',
    page: () => import('../features/purchasing/buy-page.tsx').then((m) => ({ Component: m.BuyPage })),
  },
  {
    name: 'PurchaseTransactionDetails',
    path: '/purchase-detail/:id',
    title: 'Purchase Details',
    gate: 'purchaseDetails',
    layout: 'shell',
    page: () =>
      import('../features/purchasing/purchase-detail-page.tsx').then((m) => ({ Component: m.PurchaseDetailPage })),
  },
  {
    name: 'StockUpdate',
    path: '/stock-update/:id',
    title: 'Stock Update',
    gate: 'purchaseCreate',
    layout: 'shell',
    page: () => import('../features/purchasing/stock-update-page.tsx').then((m) => ({ Component: m.StockUpdatePage })),
  },
  {
    name: 'PrintPurchase',
    path: '/print/purchase-invoice/:id',
    title: 'Print Purchase',
    gate: 'purchasePrint',
    layout: 'bare',
    page: () =>
      import('../features/purchasing/print-purchase-page.tsx').then((m) => ({ Component: m.PrintPurchasePage })),
  },
  {
    name: 'CustomProductList',
    path: '/custom-products',
    title: 'Buy From Customer',
    gate: 'customProductManage',
    layout: 'shell',
    page: () =>
      import('../features/buyback/custom-product-list-page.tsx').then((m) => ({ Component: m.CustomProductListPage })),
  },
  {
    name: 'CustomProductForm',
    path: '/custom-product/:id?',
    title: 'Buy From Customer',
    gate: 'customProductManage',
    layout: 'shell',
    page: () =>
      import('../features/buyback/custom-product-form-page.tsx').then((m) => ({ Component: m.CustomProductFormPage })),
  },
  {
    name: 'CustomProductDetails',
    path: '/custom-product-details/:id',
    title: 'Custom Product Details',
    gate: 'customProductManage',
    layout: 'shell',
    page: () =>
      import('../features/buyback/custom-product-details-page.tsx').then((m) => ({
        Component: m.CustomProductDetailsPage,
      })),
  },
  {
    name: 'RepiarList',
    path: '/repair-lists',
    title: 'Repair',
    gate: 'repairManage',
    layout: 'shell',
    page: () => import('../features/repairs/repair-list-page.tsx').then((m) => ({ Component: m.RepairListPage })),
  },
  {
    name: 'RepairForm',
    path: '/repair-form/:id?',
    title: 'Repair Form',
    gate: 'repairManage',
    layout: 'shell',
    page: () => import('../features/repairs/repair-form-page.tsx').then((m) => ({ Component: m.RepairFormPage })),
  },
  {
    name: 'GalleryList',
    path: '/repairing-gallery',
    title: 'Repair Gallery',
    gate: 'reportsrepairGalleryManage',
    layout: 'shell',
    page: () => import('../features/showcase/gallery-admin-page.tsx').then((m) => ({ Component: m.GalleryAdminPage })),
  },
  {
    name: 'ShopList',
    path: '/shop-list',
    title: 'Shop Listing',
    gate: 'shopListManage',
    layout: 'shell',
    page: () =>
      import('../features/showcase/shop-list-admin-page.tsx').then((m) => ({ Component: m.ShopListAdminPage })),
  },
  {
    name: 'BillList',
    path: '/bill-list',
    title: 'Bills',
    gate: 'billManage',
    layout: 'shell',
    page: () => import('../features/bills/bill-list-page.tsx').then((m) => ({ Component: m.BillListPage })),
  },
  {
    name: 'BillForm',
    path: '/bill-form/:id?',
    title: 'Bill Form',
    gate: 'billManage',
    layout: 'shell',
    page: () => import('../features/bills/bill-form-page.tsx').then((m) => ({ Component: m.BillFormPage })),
  },
  // Print views of repairs, bills and purchases (spec 001 §2 "Print layout under /print"): each page
  // draws itself inside the shared PrintLayout, so they use the bare frame.
  {
    name: 'RepiarPrint',
    path: '/print/repair-print/:id',
    title: 'Repair Print',
    gate: 'repairManage',
    layout: 'bare',
    page: () => import('../features/repairs/repair-print-page.tsx').then((m) => ({ Component: m.RepairPrintPage })),
  },
  {
    name: 'BillPrint',
    path: '/print/bill-print/:id',
    title: 'Bill Print',
    gate: 'billManage',
    layout: 'bare',
    page: () => import('../features/bills/bill-print-page.tsx').then((m) => ({ Component: m.BillPrintPage })),
  },
  {
    name: 'CustomPurchasePrint',
    path: '/print/custom-purchase/:id',
    title: 'Custom Purchase Print',
    gate: 'customProductManage',
    layout: 'bare',
    page: () =>
      import('../features/buyback/custom-purchase-print-page.tsx').then((m) => ({
        Component: m.CustomPurchasePrintPage,
      })),
  },
  {
    name: 'Contacts',
    path: '/contacts',
    title: 'Contacts',
    layout: 'shell',
    page: () => import('../features/contacts/contacts-page.tsx').then((m) => ({ Component: m.ContactsPage })),
  },
  {
    name: 'AddNewCustomer',
    path: '/add-new-customer',
    title: 'Add New Customer',
    gate: 'customerCreate',
    layout: 'shell',
    page: () => import('../features/contacts/customer-form-page.tsx').then((m) => ({ Component: m.CustomerFormPage })),
  },
  {
    name: 'EditCustomer',
    path: '/edit-customer/:id',
    title: 'Edit Customer',
    gate: 'customerEdit',
    layout: 'shell',
    page: () => import('../features/contacts/customer-form-page.tsx').then((m) => ({ Component: m.CustomerFormPage })),
  },
  {
    name: 'CustomerDetail',
    path: '/customer-detail/:id',
    title: 'Customer Detail',
    gate: 'customerDetials',
    layout: 'shell',
    page: () =>
      import('../features/contacts/customer-detail-page.tsx').then((m) => ({ Component: m.CustomerDetailPage })),
  },
  {
    name: 'AddNewSupplier',
    path: '/add-new-supplier',
    title: 'Add New Supplier',
    gate: 'supplierCreate',
    layout: 'shell',
    page: () => import('../features/contacts/supplier-form-page.tsx').then((m) => ({ Component: m.SupplierFormPage })),
  },
  {
    name: 'EditSupplier',
    path: '/edit-supplier/:id',
    title: 'Edit Supplier',
    gate: 'supplierEdit',
    layout: 'shell',
    page: () => import('../features/contacts/supplier-form-page.tsx').then((m) => ({ Component: m.SupplierFormPage })),
  },
  {
    name: 'SupplierDetail',
    path: '/supplier-detail/:id',
    title: 'Supplier Detail',
    gate: 'supplierDetials',
    layout: 'shell',
    page: () =>
      import('../features/contacts/supplier-detail-page.tsx').then((m) => ({ Component: m.SupplierDetailPage })),
  },
  {
    name: 'Stocks',
    path: '/stocks',
    title: 'Stock Alerts',
    layout: 'shell',
    page: () => import('../features/inventory/stock-alerts-page.tsx').then((m) => ({ Component: m.StockAlertsPage })),
  },
  {
    name: 'Inventory',
    path: '/inventory',
    title: 'Inventory',
    layout: 'shell',
    page: () => import('../features/inventory/inventory-page.tsx').then((m) => ({ Component: m.InventoryPage })),
  },
  {
    name: 'AddNewWarehouse',
    path: '/add-new-warehouse',
    title: 'Add New Warehouse',
    gate: 'warehouseCreate',
    layout: 'shell',
    page: () =>
      import('../features/inventory/warehouse-form-page.tsx').then((m) => ({ Component: m.WarehouseFormPage })),
  },
  {
    name: 'EditWarehouse',
    path: '/edit-warehouse/:id',
    title: 'Edit Warehouse',
    gate: 'warehouseEdit',
    layout: 'shell',
    page: () =>
      import('../features/inventory/warehouse-form-page.tsx').then((m) => ({ Component: m.WarehouseFormPage })),
  },
  {
    name: 'WarehouseDetail',
    path: '/warehouse-detail/:id',
    title: 'Warehouse Detail',
    gate: 'warehouseDetials',
    layout: 'shell',
    page: () =>
      import('../features/inventory/warehouse-detail-page.tsx').then((m) => ({ Component: m.WarehouseDetailPage })),
  },
  {
    name: 'TransactionMain',
    path: '/transactions',
    title: 'Transactions',
    // Each tab has its own gate (saleList, refundList, purchaseList); the page shows those the user holds.
    layout: 'shell',
    page: () => import('../features/orders/transactions-page.tsx').then((m) => ({ Component: m.TransactionsPage })),
  },
  {
    name: 'SaleDetail',
    path: '/sale-detail/:id',
    title: 'Sale Detail',
    gate: 'saleDetails',
    layout: 'shell',
    page: () => import('../features/orders/order-detail-pages.tsx').then((m) => ({ Component: m.SaleDetailPage })),
  },
  {
    name: 'RefundDetail',
    path: '/refund-detail/:id',
    title: 'Refund Detail',
    gate: 'refundDetails',
    layout: 'shell',
    page: () => import('../features/orders/order-detail-pages.tsx').then((m) => ({ Component: m.RefundDetailPage })),
  },
  // Sale and refund print views (spec 001 §2 "Print layout under /print"), drawn in the shared PrintLayout.
  {
    name: 'PrintSale',
    path: '/print/print-sale/:id',
    title: 'Print Sale',
    gate: 'salePrint',
    layout: 'bare',
    page: () => import('../features/orders/print-sale-page.tsx').then((m) => ({ Component: m.PrintSalePage })),
  },
  {
    name: 'PrintRefund',
    path: '/print/print-sale-refund/:id',
    title: 'Print Refund',
    gate: 'refundPrint',
    layout: 'bare',
    page: () => import('../features/orders/print-sale-page.tsx').then((m) => ({ Component: m.PrintRefundPage })),
  },
  {
    name: 'ShippingAddress',
    path: '/print/shipping-address/:id',
    title: 'Shipping Address',
    gate: 'salePrint',
    layout: 'bare',
    page: () =>
      import('../features/orders/shipping-address-page.tsx').then((m) => ({ Component: m.ShippingAddressPage })),
  },
  {
    name: 'MiniReceipt',
    path: '/print/mini-receipt/:id',
    title: 'Receipt',
    gate: 'salePrint',
    layout: 'bare',
    page: () => import('../features/orders/print-sale-page.tsx').then((m) => ({ Component: m.MiniReceiptPage })),
  },
  {
    name: 'Payments',
    path: '/payments',
    title: 'Payments',
    gate: 'paymentList',
    layout: 'shell',
    page: () => import('../features/payments/payments-page.tsx').then((m) => ({ Component: m.PaymentsPage })),
  },
  {
    name: 'PaymentDetails',
    path: '/payment-details/:id',
    title: 'Payment Details',
    gate: 'paymentDetails',
    layout: 'shell',
    page: () =>
      import('../features/payments/payment-details-page.tsx').then((m) => ({ Component: m.PaymentDetailsPage })),
  },
  {
    name: 'Reports',
    path: '/reports',
    title: 'Reports',
    gate: 'reports',
    layout: 'shell',
    page: () => import('../features/reports/reports-page.tsx').then((m) => ({ Component: m.ReportsPage })),
  },
  {
    name: 'Backup',
    path: '/backup-and-restore',
    title: 'Backup',
    gate: 'backups',
    layout: 'shell',
    page: () => import('../features/backups/backups-page.tsx').then((m) => ({ Component: m.BackupsPage })),
  },
  {
    name: 'Users',
    path: '/users',
    title: 'Users Management',
    gate: 'userManage',
    layout: 'shell',
    page: () => import('../features/users/users-page.tsx').then((m) => ({ Component: m.UsersPage })),
  },
  {
    name: 'Settings',
    path: '/settings/general',
    title: 'General Settings',
    gate: 'generalSetting',
    layout: 'shell',
    page: () =>
      import('../features/settings/general-settings-page.tsx').then((m) => ({ Component: m.GeneralSettingsPage })),
  },
  {
    name: 'MailSettings',
    path: '/settings/mail',
    title: 'Mail Settings',
    gate: 'mailSetting',
    layout: 'shell',
    page: () => import('../features/settings/mail-settings-page.tsx').then((m) => ({ Component: m.MailSettingsPage })),
  },
  {
    name: 'LogoSettings',
    path: '/settings/logo',
    title: 'Logo Settings',
    gate: 'logoSetting',
    layout: 'shell',
    page: () => import('../features/settings/logo-settings-page.tsx').then((m) => ({ Component: m.LogoSettingsPage })),
  },
  {
    name: 'TermsSettings',
    path: '/settings/terms-and-conditions',
    title: 'Terms and Conditions',
    gate: 'termsSetting',
    layout: 'shell',
    page: () =>
      import('../features/settings/terms-settings-page.tsx').then((m) => ({ Component: m.TermsSettingsPage })),
  },
  {
    name: 'PosSettings',
    path: '/settings/pos-configs',
    title: 'POS Settings',
    gate: 'generalSetting',
    layout: 'shell',
    page: () => import('../features/settings/pos-settings-page.tsx').then((m) => ({ Component: m.PosSettingsPage })),
  },
  {
    name: 'BillSettings',
    path: '/settings/billing',
    title: 'Bill Settings',
    gate: 'generalSetting',
    layout: 'shell',
    page: () => import('../features/settings/bill-settings-page.tsx').then((m) => ({ Component: m.BillSettingsPage })),
  },
  {
    name: 'UnitSettings',
    path: '/settings/units',
    title: 'Units',
    gate: 'generalSetting',
    layout: 'shell',
    page: () =>
      import('../features/settings/units-settings-page.tsx').then((m) => ({ Component: m.UnitsSettingsPage })),
  },
  {
    name: 'AnnouncementSettings',
    path: '/settings/announcement',
    title: 'Announcement',
    gate: 'generalSetting',
    layout: 'shell',
    page: () =>
      import('../features/settings/announcement-settings-page.tsx').then((m) => ({
        Component: m.AnnouncementSettingsPage,
      })),
  },

  // The web installer (spec 000 §2): no shell around it. The installed server answers 404 on these paths.
  {
    name: 'Installer',
    path: '/install.php',
    title: 'Installer',
    gate: 'public',
    layout: 'bare',
    page: () => import('../features/installer/installer-page.tsx').then((m) => ({ Component: m.InstallerPage })),
  },
  {
    name: 'InstallerShort',
    path: '/install',
    title: 'Installer',
    gate: 'public',
    layout: 'bare',
    page: () => import('../features/installer/installer-page.tsx').then((m) => ({ Component: m.InstallerPage })),
  },

  // Error pages: public, so they render whatever the session state
  {
    name: 'Error408',
    path: '/request-timeout',
    title: 'Request Timeout',
    gate: 'public',
    layout: 'error',
    page: () => import('./errors/error-408-page.tsx').then((m) => ({ Component: m.Error408Page })),
  },
  {
    name: 'Error500',
    path: '/internal-server-error',
    title: 'Internal Server Error',
    gate: 'public',
    layout: 'error',
    page: () => import('./errors/error-500-page.tsx').then((m) => ({ Component: m.Error500Page })),
  },
  {
    name: 'Error404',
    path: '/page-not-found',
    title: 'Page Not Found',
    gate: 'public',
    layout: 'error',
    page: () => import('./errors/error-404-page.tsx').then((m) => ({ Component: m.Error404Page })),
  },
  {
    name: 'NotFound',
    path: '*',
    title: 'Page Not Found',
    gate: 'public',
    layout: 'error',
    page: () => import('./errors/error-404-page.tsx').then((m) => ({ Component: m.Error404Page })),
  },
] as const satisfies readonly AppRoute[]

export type RouteName = (typeof APP_ROUTES)[number]['name']

const byName = new Map<string, AppRoute>(APP_ROUTES.map((route) => [route.name, route]))

export function routeByName(name: RouteName): AppRoute {
  const route = byName.get(name)
  if (!route) throw new Error(`Unknown route ${name}`)
  return route
}

/** The URL of a named route: `pathOf('EditProduct', { id: 7 })` -> "/edit-product/7". */
export function pathOf(name: RouteName, params: Record<string, string | number> = {}): string {
  const text = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]))
  return generatePath(routeByName(name).path, text)
}

export const HOME_PATH = '/welcome'
export const SIGNED_IN_HOME_PATH = '/dashboard'
export const LOGIN_PATH = '/login'

export const ERROR_PATHS = {
  notFound: '/page-not-found',
  timeout: '/request-timeout',
  serverError: '/internal-server-error',
} as const
