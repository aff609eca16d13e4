import { appRoute, type AppRoute } from '../route-types.ts'

/** The back office's trade: dashboard, products, POS, purchasing, buy-back, repairs, showcase admin, bills and their print views. */
export const TRADE_ROUTES: readonly AppRoute[] = [
  // The back office
  appRoute('Dashboard', {
    title: 'Dashboard',
    layout: 'shell',
    page: () => import('../../features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
  }),
  appRoute('Products', {
    title: 'Products',
    layout: 'shell',
    page: () => import('../../features/catalog/products-page.tsx').then((m) => ({ Component: m.ProductsPage })),
  }),
  appRoute('AddNewProduct', {
    title: 'Add New Product',
    gate: 'productCreate',
    layout: 'shell',
    page: () => import('../../features/catalog/product-form-page.tsx').then((m) => ({ Component: m.ProductFormPage })),
  }),
  appRoute('EditProduct', {
    title: 'Edit Product',
    gate: 'productEdit',
    layout: 'shell',
    page: () => import('../../features/catalog/product-form-page.tsx').then((m) => ({ Component: m.ProductFormPage })),
  }),
  appRoute('ProductDetail', {
    title: 'Product Detail',
    gate: 'productDetail',
    layout: 'shell',
    page: () =>
      import('../../features/catalog/product-detail-page.tsx').then((m) => ({ Component: m.ProductDetailPage })),
  }),
  appRoute('ProductLabel', {
    // Spec 000 §2 / 001 §2: the label page sits under the print area, drawn in the shared PrintLayout.
    title: 'Product Label',
    gate: 'productLabel',
    layout: 'bare',
    page: () =>
      import('../../features/catalog/product-label-page.tsx').then((m) => ({ Component: m.ProductLabelPage })),
  }),
  appRoute('AddNewCategory', {
    title: 'Add New Category',
    gate: 'categoryCreate',
    layout: 'shell',
    page: () =>
      import('../../features/catalog/category-form-page.tsx').then((m) => ({ Component: m.CategoryFormPage })),
  }),
  appRoute('EditCategory', {
    title: 'Edit Category',
    gate: 'categoryEdit',
    layout: 'shell',
    page: () =>
      import('../../features/catalog/category-form-page.tsx').then((m) => ({ Component: m.CategoryFormPage })),
  }),
  appRoute('PosSale', {
    title: 'POS',
    gate: 'saleCreate',
    layout: 'shell',
    page: () => import('../pages/pos-sale-page.tsx').then((m) => ({ Component: m.PosSalePage })),
  }),
  // Issue 19: the till this device stands at, its session, cash movements, X report and close; its own
  // chunk, never imported by the terminal. The Z of a closed session prints through the X report's address.
  // Issue 31: selling gift cards and checking a balance at the counter; its own chunk, never the terminal's.
  appRoute('GiftCardDesk', {
    title: 'Gift cards at the counter',
    gate: 'giftCardRedeem',
    layout: 'shell',
    page: () =>
      import('../../features/giftcards/gift-card-desk-page.tsx').then((m) => ({ Component: m.GiftCardDeskPage })),
  }),
  appRoute('Till', {
    title: 'Till',
    gate: 'saleCreate',
    layout: 'shell',
    page: () => import('../../features/tills/till-page.tsx').then((m) => ({ Component: m.TillPage })),
  }),
  appRoute('TillReportPrint', {
    title: 'Till Report',
    gate: 'saleCreate',
    layout: 'bare',
    page: () =>
      import('../../features/tills/till-report-print-page.tsx').then((m) => ({ Component: m.TillReportPrintPage })),
  }),
  appRoute('TillSession', {
    title: 'Till Session',
    gate: 'reports',
    layout: 'shell',
    page: () => import('../../features/tills/till-session-page.tsx').then((m) => ({ Component: m.TillSessionPage })),
  }),
  appRoute('ZReportPrint', {
    title: 'Z Report',
    gate: 'reports',
    layout: 'bare',
    page: () =>
      import('../../features/tills/till-report-print-page.tsx').then((m) => ({ Component: m.ZReportPrintPage })),
  }),
  appRoute('Buy', {
    title: 'Buy',
    gate: 'purchaseCreate',
    layout: 'shell',
    page: () => import('../../features/purchasing/buy-page.tsx').then((m) => ({ Component: m.BuyPage })),
  }),
  appRoute('PurchaseTransactionDetails', {
    title: 'Purchase Details',
    gate: 'purchaseDetails',
    layout: 'shell',
    page: () =>
      import('../../features/purchasing/purchase-detail-page.tsx').then((m) => ({ Component: m.PurchaseDetailPage })),
  }),
  appRoute('StockUpdate', {
    title: 'Stock Update',
    gate: 'purchaseCreate',
    layout: 'shell',
    page: () =>
      import('../../features/purchasing/stock-update-page.tsx').then((m) => ({ Component: m.StockUpdatePage })),
  }),
  appRoute('PrintPurchase', {
    title: 'Print Purchase',
    gate: 'purchasePrint',
    layout: 'bare',
    page: () =>
      import('../../features/purchasing/print-purchase-page.tsx').then((m) => ({ Component: m.PrintPurchasePage })),
  }),
  appRoute('CustomProductList', {
    title: 'Buy From Customer',
    gate: 'customProductManage',
    layout: 'shell',
    page: () =>
      import('../../features/buyback/custom-product-list-page.tsx').then((m) => ({
        Component: m.CustomProductListPage,
      })),
  }),
  appRoute('CustomProductForm', {
    title: 'Buy From Customer',
    gate: 'customProductManage',
    layout: 'shell',
    page: () =>
      import('../../features/buyback/custom-product-form-page.tsx').then((m) => ({
        Component: m.CustomProductFormPage,
      })),
  }),
  appRoute('CustomProductDetails', {
    title: 'Custom Product Details',
    gate: 'customProductManage',
    layout: 'shell',
    page: () =>
      import('../../features/buyback/custom-product-details-page.tsx').then((m) => ({
        Component: m.CustomProductDetailsPage,
      })),
  }),
  appRoute('DeviceList', {
    title: 'Devices',
    gate: 'deviceView',
    layout: 'shell',
    page: () => import('../../features/devices/device-list-page.tsx').then((m) => ({ Component: m.DeviceListPage })),
  }),
  appRoute('DeviceDetails', {
    title: 'Device',
    gate: 'deviceView',
    layout: 'shell',
    page: () =>
      import('../../features/devices/device-details-page.tsx').then((m) => ({ Component: m.DeviceDetailsPage })),
  }),
  appRoute('RepiarList', {
    title: 'Repair',
    gate: 'repairManage',
    layout: 'shell',
    page: () => import('../../features/repairs/repair-list-page.tsx').then((m) => ({ Component: m.RepairListPage })),
  }),
  appRoute('RepairBoard', {
    title: 'Repairs board',
    gate: 'repairManage',
    layout: 'shell',
    page: () => import('../../features/repairs/repair-board-page.tsx').then((m) => ({ Component: m.RepairBoardPage })),
  }),
  appRoute('RepairForm', {
    title: 'Repair Form',
    gate: 'repairManage',
    layout: 'shell',
    page: () => import('../../features/repairs/repair-form-page.tsx').then((m) => ({ Component: m.RepairFormPage })),
  }),
  appRoute('GalleryList', {
    title: 'Repair Gallery',
    gate: 'reportsrepairGalleryManage',
    layout: 'shell',
    page: () =>
      import('../../features/showcase/gallery-admin-page.tsx').then((m) => ({ Component: m.GalleryAdminPage })),
  }),
  appRoute('ShopList', {
    title: 'Shop Listing',
    gate: 'shopListManage',
    layout: 'shell',
    page: () =>
      import('../../features/showcase/shop-list-admin-page.tsx').then((m) => ({ Component: m.ShopListAdminPage })),
  }),
  appRoute('BillList', {
    title: 'Bills',
    gate: 'billManage',
    layout: 'shell',
    page: () => import('../../features/bills/bill-list-page.tsx').then((m) => ({ Component: m.BillListPage })),
  }),
  appRoute('BillForm', {
    title: 'Bill Form',
    gate: 'billManage',
    layout: 'shell',
    page: () => import('../../features/bills/bill-form-page.tsx').then((m) => ({ Component: m.BillFormPage })),
  }),
  // Print views of repairs, bills and purchases (spec 001 §2 "Print layout under /print"): each page
  // draws itself inside the shared PrintLayout, so they use the bare frame.
  appRoute('RepiarPrint', {
    title: 'Repair Print',
    gate: 'repairManage',
    layout: 'bare',
    page: () => import('../../features/repairs/repair-print-page.tsx').then((m) => ({ Component: m.RepairPrintPage })),
  }),
  appRoute('BillPrint', {
    title: 'Bill Print',
    gate: 'billManage',
    layout: 'bare',
    page: () => import('../../features/bills/bill-print-page.tsx').then((m) => ({ Component: m.BillPrintPage })),
  }),
  appRoute('CustomPurchasePrint', {
    title: 'Custom Purchase Print',
    gate: 'customProductManage',
    layout: 'bare',
    page: () =>
      import('../../features/buyback/custom-purchase-print-page.tsx').then((m) => ({
        Component: m.CustomPurchasePrintPage,
      })),
  }),
]
