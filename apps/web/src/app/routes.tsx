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

const notBuilt = () => import('./not-built-page.tsx').then((m) => ({ Component: m.NotBuiltPage }))
const publicNotBuilt = () =>
  import('../features/showcase/public-not-built-page.tsx').then((m) => ({ Component: m.PublicNotBuiltPage }))

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
  { name: 'Shop', path: '/shop', title: 'Shop', gate: 'public', layout: 'public', page: publicNotBuilt },
  { name: 'Gallery', path: '/gallery', title: 'Gallery', gate: 'public', layout: 'public', page: publicNotBuilt },
  {
    name: 'Track',
    path: '/track/:key?',
    title: 'Track Repair',
    gate: 'public',
    layout: 'public',
    page: publicNotBuilt,
  },

  // The back office
  {
    name: 'Dashboard',
    path: '/dashboard',
    title: 'Dashboard',
    layout: 'shell',
    page: () => import('../features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
  },
  { name: 'Products', path: '/products', title: 'Products', layout: 'shell', page: notBuilt },
  {
    name: 'AddNewProduct',
    path: '/add-new-product',
    title: 'Add New Product',
    gate: 'productCreate',
    layout: 'shell',
    page: notBuilt,
  },
  {
    name: 'EditProduct',
    path: '/edit-product/:id',
    title: 'Edit Product',
    gate: 'productEdit',
    layout: 'shell',
    page: notBuilt,
  },
  {
    name: 'ProductDetail',
    path: '/product-detail/:id',
    title: 'Product Detail',
    gate: 'productDetail',
    layout: 'shell',
    page: notBuilt,
  },
  {
    name: 'ProductLabel',
    path: '/product-label/:id',
    title: 'Product Label',
    gate: 'productLabel',
    layout: 'shell',
    page: notBuilt,
  },
  {
    name: 'AddNewCategory',
    path: '/add-new-category',
    title: 'Add New Category',
    gate: 'categoryCreate',
    layout: 'shell',
    page: notBuilt,
  },
  {
    name: 'EditCategory',
    path: '/edit-category/:id',
    title: 'Edit Category',
    gate: 'categoryEdit',
    layout: 'shell',
    page: notBuilt,
  },
  { name: 'PosSale', path: '/pos/portal/:trax?', title: 'POS', gate: 'saleCreate', layout: 'shell', page: notBuilt },
  { name: 'Buy', path: '/buy', title: 'Buy', gate: 'purchaseCreate', layout: 'shell', page: notBuilt },
  {
    name: 'CustomProductList',
    path: '/custom-products',
    title: 'Buy From Customer',
    gate: 'customProductManage',
    layout: 'shell',
    page: notBuilt,
  },
  { name: 'RepiarList', path: '/repair-lists', title: 'Repair', gate: 'repairManage', layout: 'shell', page: notBuilt },
  {
    name: 'GalleryList',
    path: '/repairing-gallery',
    title: 'Repair Gallery',
    gate: 'reportsrepairGalleryManage',
    layout: 'shell',
    page: notBuilt,
  },
  {
    name: 'ShopList',
    path: '/shop-list',
    title: 'Shop Listing',
    gate: 'shopListManage',
    layout: 'shell',
    page: notBuilt,
  },
  { name: 'BillList', path: '/bill-list', title: 'Bills', gate: 'billManage', layout: 'shell', page: notBuilt },
  { name: 'Contacts', path: '/contacts', title: 'Contacts', layout: 'shell', page: notBuilt },
  { name: 'Stocks', path: '/stocks', title: 'Stocks', gate: 'outOfstock', layout: 'shell', page: notBuilt },
  { name: 'Inventory', path: '/inventory', title: 'Inventory', layout: 'shell', page: notBuilt },
  {
    name: 'TransactionMain',
    path: '/transactions',
    title: 'Transactions',
    gate: 'saleList',
    layout: 'shell',
    page: notBuilt,
  },
  { name: 'Payments', path: '/payments', title: 'Payments', gate: 'paymentList', layout: 'shell', page: notBuilt },
  { name: 'Reports', path: '/reports', title: 'Reports', gate: 'reports', layout: 'shell', page: notBuilt },
  { name: 'Backup', path: '/backup-and-restore', title: 'Backup', gate: 'backups', layout: 'shell', page: notBuilt },
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
    page: notBuilt,
  },
  {
    name: 'MailSettings',
    path: '/settings/mail',
    title: 'Mail Settings',
    gate: 'mailSetting',
    layout: 'shell',
    page: notBuilt,
  },
  {
    name: 'LogoSettings',
    path: '/settings/logo',
    title: 'Logo Settings',
    gate: 'logoSetting',
    layout: 'shell',
    page: notBuilt,
  },
  {
    name: 'TermsSettings',
    path: '/settings/terms-and-conditions',
    title: 'Terms and Conditions',
    gate: 'termsSetting',
    layout: 'shell',
    page: notBuilt,
  },
  {
    name: 'PosSettings',
    path: '/settings/pos-configs',
    title: 'POS Settings',
    gate: 'generalSetting',
    layout: 'shell',
    page: notBuilt,
  },
  {
    name: 'BillSettings',
    path: '/settings/billing',
    title: 'Bill Settings',
    gate: 'generalSetting',
    layout: 'shell',
    page: notBuilt,
  },
  {
    name: 'UnitSettings',
    path: '/settings/units',
    title: 'Units',
    gate: 'generalSetting',
    layout: 'shell',
    page: notBuilt,
  },
  {
    name: 'AnnouncementSettings',
    path: '/settings/announcement',
    title: 'Announcement',
    gate: 'generalSetting',
    layout: 'shell',
    page: notBuilt,
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
