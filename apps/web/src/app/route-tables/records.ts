import { appRoute, type AppRoute } from '../route-types.ts'

/**
 * The back office's records: contacts, inventory, transactions, payments, reports, backups, users, the audit log
 * and settings.
 */
export const RECORDS_ROUTES: readonly AppRoute[] = [
  appRoute('Contacts', {
    title: 'shell:routes.Contacts',
    layout: 'shell',
    page: () => import('../../features/contacts/contacts-page.tsx').then((m) => ({ Component: m.ContactsPage })),
  }),
  appRoute('AddNewCustomer', {
    title: 'shell:routes.AddNewCustomer',
    gate: 'customerCreate',
    layout: 'shell',
    page: () =>
      import('../../features/contacts/customer-form-page.tsx').then((m) => ({ Component: m.CustomerFormPage })),
  }),
  appRoute('EditCustomer', {
    title: 'shell:routes.EditCustomer',
    gate: 'customerEdit',
    layout: 'shell',
    page: () =>
      import('../../features/contacts/customer-form-page.tsx').then((m) => ({ Component: m.CustomerFormPage })),
  }),
  appRoute('CustomerDetail', {
    title: 'shell:routes.CustomerDetail',
    gate: 'customerDetials',
    layout: 'shell',
    page: () =>
      import('../../features/contacts/customer-detail-page.tsx').then((m) => ({ Component: m.CustomerDetailPage })),
  }),
  appRoute('AddNewSupplier', {
    title: 'shell:routes.AddNewSupplier',
    gate: 'supplierCreate',
    layout: 'shell',
    page: () =>
      import('../../features/contacts/supplier-form-page.tsx').then((m) => ({ Component: m.SupplierFormPage })),
  }),
  appRoute('EditSupplier', {
    title: 'shell:routes.EditSupplier',
    gate: 'supplierEdit',
    layout: 'shell',
    page: () =>
      import('../../features/contacts/supplier-form-page.tsx').then((m) => ({ Component: m.SupplierFormPage })),
  }),
  appRoute('SupplierDetail', {
    title: 'shell:routes.SupplierDetail',
    gate: 'supplierDetials',
    layout: 'shell',
    page: () =>
      import('../../features/contacts/supplier-detail-page.tsx').then((m) => ({ Component: m.SupplierDetailPage })),
  }),
  appRoute('Stocks', {
    title: 'shell:routes.Stocks',
    layout: 'shell',
    page: () =>
      import('../../features/inventory/stock-alerts-page.tsx').then((m) => ({ Component: m.StockAlertsPage })),
  }),
  appRoute('Inventory', {
    title: 'shell:routes.Inventory',
    layout: 'shell',
    page: () => import('../../features/inventory/inventory-page.tsx').then((m) => ({ Component: m.InventoryPage })),
  }),
  appRoute('AddNewWarehouse', {
    title: 'shell:routes.AddNewWarehouse',
    gate: 'warehouseCreate',
    layout: 'shell',
    page: () =>
      import('../../features/inventory/warehouse-form-page.tsx').then((m) => ({ Component: m.WarehouseFormPage })),
  }),
  appRoute('EditWarehouse', {
    title: 'shell:routes.EditWarehouse',
    gate: 'warehouseEdit',
    layout: 'shell',
    page: () =>
      import('../../features/inventory/warehouse-form-page.tsx').then((m) => ({ Component: m.WarehouseFormPage })),
  }),
  appRoute('WarehouseDetail', {
    title: 'shell:routes.WarehouseDetail',
    gate: 'warehouseDetials',
    layout: 'shell',
    page: () =>
      import('../../features/inventory/warehouse-detail-page.tsx').then((m) => ({ Component: m.WarehouseDetailPage })),
  }),
  appRoute('NewStockCount', {
    title: 'shell:routes.NewStockCount',
    gate: 'warehouseEdit',
    layout: 'shell',
    page: () =>
      import('../../features/inventory/new-stock-count-page.tsx').then((m) => ({ Component: m.NewStockCountPage })),
  }),
  appRoute('StockCountDetail', {
    title: 'shell:routes.StockCountDetail',
    gate: 'warehouseDetials',
    layout: 'shell',
    page: () => import('../../features/inventory/stock-count-page.tsx').then((m) => ({ Component: m.StockCountPage })),
  }),
  appRoute('NewStockTransfer', {
    title: 'shell:routes.NewStockTransfer',
    gate: 'warehouseEdit',
    layout: 'shell',
    page: () =>
      import('../../features/inventory/new-stock-transfer-page.tsx').then((m) => ({
        Component: m.NewStockTransferPage,
      })),
  }),
  appRoute('StockTransferDetail', {
    title: 'shell:routes.StockTransferDetail',
    gate: 'warehouseDetials',
    layout: 'shell',
    page: () =>
      import('../../features/inventory/stock-transfer-page.tsx').then((m) => ({ Component: m.StockTransferPage })),
  }),
  appRoute('StockHistory', {
    title: 'shell:routes.StockHistory',
    gate: 'stockTracking',
    layout: 'shell',
    page: () =>
      import('../../features/inventory/stock-history-page.tsx').then((m) => ({ Component: m.StockHistoryPage })),
  }),
  appRoute('TransactionMain', {
    title: 'shell:routes.TransactionMain',
    // Each tab has its own gate (saleList, refundList, purchaseList); the page shows those the user holds.
    layout: 'shell',
    page: () => import('../../features/orders/transactions-page.tsx').then((m) => ({ Component: m.TransactionsPage })),
  }),
  appRoute('SaleDetail', {
    title: 'shell:routes.SaleDetail',
    gate: 'saleDetails',
    layout: 'shell',
    page: () => import('../../features/orders/order-detail-pages.tsx').then((m) => ({ Component: m.SaleDetailPage })),
  }),
  appRoute('RefundDetail', {
    title: 'shell:routes.RefundDetail',
    gate: 'refundDetails',
    layout: 'shell',
    page: () => import('../../features/orders/order-detail-pages.tsx').then((m) => ({ Component: m.RefundDetailPage })),
  }),
  // Sale and refund print views (spec 001 §2 "Print layout under /print"), drawn in the shared PrintLayout.
  appRoute('PrintSale', {
    title: 'shell:routes.PrintSale',
    gate: 'salePrint',
    layout: 'bare',
    page: () => import('../../features/orders/print-sale-page.tsx').then((m) => ({ Component: m.PrintSalePage })),
  }),
  appRoute('PrintRefund', {
    title: 'shell:routes.PrintRefund',
    gate: 'refundPrint',
    layout: 'bare',
    page: () => import('../../features/orders/print-sale-page.tsx').then((m) => ({ Component: m.PrintRefundPage })),
  }),
  appRoute('ShippingAddress', {
    title: 'shell:routes.ShippingAddress',
    gate: 'salePrint',
    layout: 'bare',
    page: () =>
      import('../../features/orders/shipping-address-page.tsx').then((m) => ({ Component: m.ShippingAddressPage })),
  }),
  appRoute('MiniReceipt', {
    title: 'shell:routes.MiniReceipt',
    gate: 'salePrint',
    layout: 'bare',
    page: () => import('../../features/orders/print-sale-page.tsx').then((m) => ({ Component: m.MiniReceiptPage })),
  }),
  // Issue 26: the receipt of a sale kept on the till, read from its outbox; it works offline.
  appRoute('ProvisionalReceipt', {
    title: 'shell:routes.ProvisionalReceipt',
    gate: 'salePrint',
    layout: 'bare',
    page: () =>
      import('../../features/pos/provisional-receipt-page.tsx').then((m) => ({ Component: m.ProvisionalReceiptPage })),
  }),
  appRoute('Payments', {
    title: 'shell:routes.Payments',
    gate: 'paymentList',
    layout: 'shell',
    page: () => import('../../features/payments/payments-page.tsx').then((m) => ({ Component: m.PaymentsPage })),
  }),
  appRoute('PaymentDetails', {
    title: 'shell:routes.PaymentDetails',
    gate: 'paymentDetails',
    layout: 'shell',
    page: () =>
      import('../../features/payments/payment-details-page.tsx').then((m) => ({ Component: m.PaymentDetailsPage })),
  }),
  appRoute('Reports', {
    title: 'shell:routes.Reports',
    gate: 'reports',
    layout: 'shell',
    page: () => import('../../features/reports/reports-page.tsx').then((m) => ({ Component: m.ReportsPage })),
  }),
  appRoute('GiftCards', {
    title: 'shell:routes.GiftCards',
    gate: 'giftCardSell',
    layout: 'shell',
    page: () => import('../../features/giftcards/gift-cards-page.tsx').then((m) => ({ Component: m.GiftCardsPage })),
  }),
  appRoute('GiftCardDetail', {
    title: 'shell:routes.GiftCardDetail',
    gate: 'giftCardRedeem',
    layout: 'shell',
    page: () => import('../../features/giftcards/gift-card-page.tsx').then((m) => ({ Component: m.GiftCardPage })),
  }),
  appRoute('GiftCardSale', {
    title: 'shell:routes.GiftCardSale',
    gate: 'giftCardSell',
    layout: 'shell',
    page: () =>
      import('../../features/giftcards/gift-card-sale-page.tsx').then((m) => ({ Component: m.GiftCardSalePage })),
  }),
  appRoute('PrintGiftCards', {
    title: 'shell:routes.PrintGiftCards',
    gate: 'giftCardSell',
    layout: 'bare',
    page: () =>
      import('../../features/giftcards/gift-card-receipt-page.tsx').then((m) => ({
        Component: m.GiftCardReceiptPage,
      })),
  }),
  appRoute('Balances', {
    title: 'shell:routes.Balances',
    gate: 'reports',
    layout: 'shell',
    page: () => import('../../features/contacts/balances-page.tsx').then((m) => ({ Component: m.BalancesPage })),
  }),
  appRoute('Backup', {
    title: 'shell:routes.Backup',
    gate: 'backups',
    layout: 'shell',
    page: () => import('../../features/backups/backups-page.tsx').then((m) => ({ Component: m.BackupsPage })),
  }),
  appRoute('Users', {
    title: 'shell:routes.Users',
    gate: 'userManage',
    layout: 'shell',
    page: () => import('../../features/users/users-page.tsx').then((m) => ({ Component: m.UsersPage })),
  }),
  appRoute('AuditLog', {
    title: 'shell:routes.AuditLog',
    gate: 'auditLog',
    layout: 'shell',
    page: () => import('../../features/audit/audit-log-page.tsx').then((m) => ({ Component: m.AuditLogPage })),
  }),
  appRoute('Settings', {
    title: 'shell:routes.Settings',
    gate: 'generalSetting',
    layout: 'shell',
    page: () =>
      import('../../features/settings/general-settings-page.tsx').then((m) => ({ Component: m.GeneralSettingsPage })),
  }),
  appRoute('MailSettings', {
    title: 'shell:routes.MailSettings',
    gate: 'mailSetting',
    layout: 'shell',
    page: () =>
      import('../../features/settings/mail-settings-page.tsx').then((m) => ({ Component: m.MailSettingsPage })),
  }),
  appRoute('LogoSettings', {
    title: 'shell:routes.LogoSettings',
    gate: 'logoSetting',
    layout: 'shell',
    page: () =>
      import('../../features/settings/logo-settings-page.tsx').then((m) => ({ Component: m.LogoSettingsPage })),
  }),
  appRoute('TermsSettings', {
    title: 'shell:routes.TermsSettings',
    gate: 'termsSetting',
    layout: 'shell',
    page: () =>
      import('../../features/settings/terms-settings-page.tsx').then((m) => ({ Component: m.TermsSettingsPage })),
  }),
  appRoute('PosSettings', {
    title: 'shell:routes.PosSettings',
    gate: 'generalSetting',
    layout: 'shell',
    page: () => import('../../features/settings/pos-settings-page.tsx').then((m) => ({ Component: m.PosSettingsPage })),
  }),
  appRoute('BillSettings', {
    title: 'shell:routes.BillSettings',
    gate: 'generalSetting',
    layout: 'shell',
    page: () =>
      import('../../features/settings/bill-settings-page.tsx').then((m) => ({ Component: m.BillSettingsPage })),
  }),
  appRoute('UnitSettings', {
    title: 'shell:routes.UnitSettings',
    gate: 'generalSetting',
    layout: 'shell',
    page: () =>
      import('../../features/settings/units-settings-page.tsx').then((m) => ({ Component: m.UnitsSettingsPage })),
  }),
  appRoute('AnnouncementSettings', {
    title: 'shell:routes.AnnouncementSettings',
    gate: 'generalSetting',
    layout: 'shell',
    page: () =>
      import('../../features/settings/announcement-settings-page.tsx').then((m) => ({
        Component: m.AnnouncementSettingsPage,
      })),
  }),
  appRoute('RepairStatusSettings', {
    title: 'shell:routes.RepairStatusSettings',
    gate: 'repairStatusManage',
    layout: 'shell',
    page: () =>
      import('../../features/settings/repair-statuses-settings-page.tsx').then((m) => ({
        Component: m.RepairStatusesSettingsPage,
      })),
  }),
  // Issue 30, items 8 and 6: what statuses send the customer, and the device categories' checklists.
  appRoute('RepairMessageSettings', {
    title: 'shell:routes.RepairMessageSettings',
    gate: 'repairStatusManage',
    layout: 'shell',
    page: () =>
      import('../../features/settings/repair-messages-settings-page.tsx').then((m) => ({
        Component: m.RepairMessagesSettingsPage,
      })),
  }),
  appRoute('RepairChecklistSettings', {
    title: 'shell:routes.RepairChecklistSettings',
    gate: 'repairStatusManage',
    layout: 'shell',
    page: () =>
      import('../../features/settings/repair-checklists-settings-page.tsx').then((m) => ({
        Component: m.RepairChecklistsSettingsPage,
      })),
  }),
  // Issue 31, item 7: the accounts the accountant's journal posts to.
  appRoute('JournalAccountSettings', {
    title: 'shell:routes.JournalAccountSettings',
    gate: 'accountsManage',
    layout: 'shell',
    page: () =>
      import('../../features/settings/journal-accounts-settings-page.tsx').then((m) => ({
        Component: m.JournalAccountsSettingsPage,
      })),
  }),
  // Issue 33: the receipt printers, the tills' printers and the print queue.
  appRoute('PrinterSettings', {
    title: 'shell:routes.PrinterSettings',
    gate: 'printerManage',
    layout: 'shell',
    page: () =>
      import('../../features/settings/printers-settings-page.tsx').then((m) => ({ Component: m.PrintersSettingsPage })),
  }),
]
