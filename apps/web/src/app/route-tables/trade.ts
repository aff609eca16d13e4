import { appRoute, type AppRoute } from '../route-types.ts'

/** The back office's trade: dashboard, products, POS, purchasing, buy-back, repairs, showcase admin, bills and their print views. */
export const TRADE_ROUTES: readonly AppRoute[] = [
  // The back office
  appRoute('Dashboard', {
    title: 'shell:routes.Dashboard',
    layout: 'shell',
    page: () => import('../../features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
  }),
  appRoute('Products', {
    title: 'shell:routes.Products',
    layout: 'shell',
    page: () => import('../../features/catalog/products-page.tsx').then((m) => ({ Component: m.ProductsPage })),
  }),
  appRoute('AddNewProduct', {
    title: 'shell:routes.AddNewProduct',
    gate: 'productCreate',
    layout: 'shell',
    page: () => import('../../features/catalog/product-form-page.tsx').then((m) => ({ Component: m.ProductFormPage })),
  }),
  appRoute('EditProduct', {
    title: 'shell:routes.EditProduct',
    gate: 'productEdit',
    layout: 'shell',
    page: () => import('../../features/catalog/product-form-page.tsx').then((m) => ({ Component: m.ProductFormPage })),
  }),
  appRoute('ProductDetail', {
    title: 'shell:routes.ProductDetail',
    gate: 'productDetail',
    layout: 'shell',
    page: () =>
      import('../../features/catalog/product-detail-page.tsx').then((m) => ({ Component: m.ProductDetailPage })),
  }),
  appRoute('ProductLabel', {
    // Spec 000 §2 / 001 §2: the label page sits under the print area, drawn in the shared PrintLayout.
    title: 'shell:routes.ProductLabel',
    gate: 'productLabel',
    layout: 'bare',
    page: () =>
      import('../../features/catalog/product-label-page.tsx').then((m) => ({ Component: m.ProductLabelPage })),
  }),
  appRoute('AddNewCategory', {
    title: 'shell:routes.AddNewCategory',
    gate: 'categoryCreate',
    layout: 'shell',
    page: () =>
      import('../../features/catalog/category-form-page.tsx').then((m) => ({ Component: m.CategoryFormPage })),
  }),
  appRoute('EditCategory', {
    title: 'shell:routes.EditCategory',
    gate: 'categoryEdit',
    layout: 'shell',
    page: () =>
      import('../../features/catalog/category-form-page.tsx').then((m) => ({ Component: m.CategoryFormPage })),
  }),
  appRoute('PosSale', {
    title: 'shell:routes.PosSale',
    gate: 'saleCreate',
    layout: 'shell',
    page: () => import('../pages/pos-sale-page.tsx').then((m) => ({ Component: m.PosSalePage })),
  }),
  // Issue 19: the till this device stands at, its session, cash movements, X report and close; its own
  // chunk, never imported by the terminal. The Z of a closed session prints through the X report's address.
  // Issue 31: selling gift cards and checking a balance at the counter; its own chunk, never the terminal's.
  appRoute('GiftCardDesk', {
    title: 'shell:routes.GiftCardDesk',
    gate: 'giftCardRedeem',
    layout: 'shell',
    page: () =>
      import('../../features/giftcards/gift-card-desk-page.tsx').then((m) => ({ Component: m.GiftCardDeskPage })),
  }),
  appRoute('Till', {
    title: 'shell:routes.Till',
    gate: 'saleCreate',
    layout: 'shell',
    page: () => import('../../features/tills/till-page.tsx').then((m) => ({ Component: m.TillPage })),
  }),
  appRoute('TillReportPrint', {
    title: 'shell:routes.TillReportPrint',
    gate: 'saleCreate',
    layout: 'bare',
    page: () =>
      import('../../features/tills/till-report-print-page.tsx').then((m) => ({ Component: m.TillReportPrintPage })),
  }),
  appRoute('TillSession', {
    title: 'shell:routes.TillSession',
    gate: 'reports',
    layout: 'shell',
    page: () => import('../../features/tills/till-session-page.tsx').then((m) => ({ Component: m.TillSessionPage })),
  }),
  appRoute('ZReportPrint', {
    title: 'shell:routes.ZReportPrint',
    gate: 'reports',
    layout: 'bare',
    page: () =>
      import('../../features/tills/till-report-print-page.tsx').then((m) => ({ Component: m.ZReportPrintPage })),
  }),
  appRoute('Buy', {
    title: 'shell:routes.Buy',
    gate: 'purchaseCreate',
    layout: 'shell',
    page: () => import('../../features/purchasing/buy-page.tsx').then((m) => ({ Component: m.BuyPage })),
  }),
  appRoute('PurchaseTransactionDetails', {
    title: 'shell:routes.PurchaseTransactionDetails',
    gate: 'purchaseDetails',
    layout: 'shell',
    page: () =>
      import('../../features/purchasing/purchase-detail-page.tsx').then((m) => ({ Component: m.PurchaseDetailPage })),
  }),
  appRoute('StockUpdate', {
    title: 'shell:routes.StockUpdate',
    gate: 'purchaseCreate',
    layout: 'shell',
    page: () =>
      import('../../features/purchasing/stock-update-page.tsx').then((m) => ({ Component: m.StockUpdatePage })),
  }),
  appRoute('PrintPurchase', {
    title: 'shell:routes.PrintPurchase',
    gate: 'purchasePrint',
    layout: 'bare',
    page: () =>
      import('../../features/purchasing/print-purchase-page.tsx').then((m) => ({ Component: m.PrintPurchasePage })),
  }),
  appRoute('CustomProductList', {
    title: 'shell:routes.CustomProductList',
    gate: 'customProductManage',
    layout: 'shell',
    page: () =>
      import('../../features/buyback/custom-product-list-page.tsx').then((m) => ({
        Component: m.CustomProductListPage,
      })),
  }),
  appRoute('CustomProductForm', {
    title: 'shell:routes.CustomProductForm',
    gate: 'customProductManage',
    layout: 'shell',
    page: () =>
      import('../../features/buyback/custom-product-form-page.tsx').then((m) => ({
        Component: m.CustomProductFormPage,
      })),
  }),
  appRoute('CustomProductDetails', {
    title: 'shell:routes.CustomProductDetails',
    gate: 'customProductManage',
    layout: 'shell',
    page: () =>
      import('../../features/buyback/custom-product-details-page.tsx').then((m) => ({
        Component: m.CustomProductDetailsPage,
      })),
  }),
  appRoute('DeviceList', {
    title: 'shell:routes.DeviceList',
    gate: 'deviceView',
    layout: 'shell',
    page: () => import('../../features/devices/device-list-page.tsx').then((m) => ({ Component: m.DeviceListPage })),
  }),
  appRoute('DeviceDetails', {
    title: 'shell:routes.DeviceDetails',
    gate: 'deviceView',
    layout: 'shell',
    page: () =>
      import('../../features/devices/device-details-page.tsx').then((m) => ({ Component: m.DeviceDetailsPage })),
  }),
  appRoute('RepiarList', {
    title: 'shell:routes.RepiarList',
    gate: 'repairManage',
    layout: 'shell',
    page: () => import('../../features/repairs/repair-list-page.tsx').then((m) => ({ Component: m.RepairListPage })),
  }),
  appRoute('RepairBoard', {
    title: 'shell:routes.RepairBoard',
    gate: 'repairManage',
    layout: 'shell',
    page: () => import('../../features/repairs/repair-board-page.tsx').then((m) => ({ Component: m.RepairBoardPage })),
  }),
  appRoute('RepairForm', {
    title: 'shell:routes.RepairForm',
    gate: 'repairManage',
    layout: 'shell',
    page: () => import('../../features/repairs/repair-form-page.tsx').then((m) => ({ Component: m.RepairFormPage })),
  }),
  appRoute('GalleryList', {
    title: 'shell:routes.GalleryList',
    gate: 'reportsrepairGalleryManage',
    layout: 'shell',
    page: () =>
      import('../../features/showcase/gallery-admin-page.tsx').then((m) => ({ Component: m.GalleryAdminPage })),
  }),
  appRoute('ShopList', {
    title: 'shell:routes.ShopList',
    gate: 'shopListManage',
    layout: 'shell',
    page: () =>
      import('../../features/showcase/shop-list-admin-page.tsx').then((m) => ({ Component: m.ShopListAdminPage })),
  }),
  appRoute('BillList', {
    title: 'shell:routes.BillList',
    gate: 'billManage',
    layout: 'shell',
    page: () => import('../../features/bills/bill-list-page.tsx').then((m) => ({ Component: m.BillListPage })),
  }),
  appRoute('BillForm', {
    title: 'shell:routes.BillForm',
    gate: 'billManage',
    layout: 'shell',
    page: () => import('../../features/bills/bill-form-page.tsx').then((m) => ({ Component: m.BillFormPage })),
  }),
  // Print views of repairs, bills and purchases (spec 001 §2 "Print layout under /print"): each page
  // draws itself inside the shared PrintLayout, so they use the bare frame.
  appRoute('RepiarPrint', {
    title: 'shell:routes.RepiarPrint',
    gate: 'repairManage',
    layout: 'bare',
    page: () => import('../../features/repairs/repair-print-page.tsx').then((m) => ({ Component: m.RepairPrintPage })),
  }),
  appRoute('BillPrint', {
    title: 'shell:routes.BillPrint',
    gate: 'billManage',
    layout: 'bare',
    page: () => import('../../features/bills/bill-print-page.tsx').then((m) => ({ Component: m.BillPrintPage })),
  }),
  appRoute('CustomPurchasePrint', {
    title: 'shell:routes.CustomPurchasePrint',
    gate: 'customProductManage',
    layout: 'bare',
    page: () =>
      import('../../features/buyback/custom-purchase-print-page.tsx').then((m) => ({
        Component: m.CustomPurchasePrintPage,
      })),
  }),
]
