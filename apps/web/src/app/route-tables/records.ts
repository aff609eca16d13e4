import { appRoute, type AppRoute } from '../route-types.ts'

/**
 * The back office's records: contacts, inventory, transactions, payments, reports, backups, users, the audit log
 * and settings.
 */
export const RECORDS_ROUTES: readonly AppRoute[] = [
  appRoute('Contacts', {
    title: 'Contacts',
    layout: 'shell',
    page: () => import('../../features/contacts/contacts-page.tsx').then((m) => ({ Component: m.ContactsPage })),
  }),
  appRoute('AddNewCustomer', {
    title: 'Add New Customer',
    gate: 'customerCreate',
    layout: 'shell',
    page: () =>
      import('../../features/contacts/customer-form-page.tsx').then((m) => ({ Component: m.CustomerFormPage })),
  }),
  appRoute('EditCustomer', {
    title: 'Edit Customer',
    gate: 'customerEdit',
    layout: 'shell',
    page: () =>
      import('../../features/contacts/customer-form-page.tsx').then((m) => ({ Component: m.CustomerFormPage })),
  }),
  appRoute('CustomerDetail', {
    title: 'Customer Detail',
    gate: 'customerDetials',
    layout: 'shell',
    page: () =>
      import('../../features/contacts/customer-detail-page.tsx').then((m) => ({ Component: m.CustomerDetailPage })),
  }),
  appRoute('AddNewSupplier', {
    title: 'Add New Supplier',
    gate: 'supplierCreate',
    layout: 'shell',
    page: () =>
      import('../../features/contacts/supplier-form-page.tsx').then((m) => ({ Component: m.SupplierFormPage })),
  }),
  appRoute('EditSupplier', {
    title: 'Edit Supplier',
    gate: 'supplierEdit',
    layout: 'shell',
    page: () =>
      import('../../features/contacts/supplier-form-page.tsx').then((m) => ({ Component: m.SupplierFormPage })),
  }),
  appRoute('SupplierDetail', {
    title: 'Supplier Detail',
    gate: 'supplierDetials',
    layout: 'shell',
    page: () =>
      import('../../features/contacts/supplier-detail-page.tsx').then((m) => ({ Component: m.SupplierDetailPage })),
  }),
  appRoute('Stocks', {
    title: 'Stock Alerts',
    layout: 'shell',
    page: () =>
      import('../../features/inventory/stock-alerts-page.tsx').then((m) => ({ Component: m.StockAlertsPage })),
  }),
  appRoute('Inventory', {
    title: 'Inventory',
    layout: 'shell',
    page: () => import('../../features/inventory/inventory-page.tsx').then((m) => ({ Component: m.InventoryPage })),
  }),
  appRoute('AddNewWarehouse', {
    title: 'Add New Warehouse',
    gate: 'warehouseCreate',
    layout: 'shell',
    page: () =>
      import('../../features/inventory/warehouse-form-page.tsx').then((m) => ({ Component: m.WarehouseFormPage })),
  }),
  appRoute('EditWarehouse', {
    title: 'Edit Warehouse',
    gate: 'warehouseEdit',
    layout: 'shell',
    page: () =>
      import('../../features/inventory/warehouse-form-page.tsx').then((m) => ({ Component: m.WarehouseFormPage })),
  }),
  appRoute('WarehouseDetail', {
    title: 'Warehouse Detail',
    gate: 'warehouseDetials',
    layout: 'shell',
    page: () =>
      import('../../features/inventory/warehouse-detail-page.tsx').then((m) => ({ Component: m.WarehouseDetailPage })),
  }),
  appRoute('NewStockCount', {
    title: 'New Stock Count',
    gate: 'warehouseEdit',
    layout: 'shell',
    page: () =>
      import('../../features/inventory/new-stock-count-page.tsx').then((m) => ({ Component: m.NewStockCountPage })),
  }),
  appRoute('StockCountDetail', {
    title: 'Stock Count',
    gate: 'warehouseDetials',
    layout: 'shell',
    page: () => import('../../features/inventory/stock-count-page.tsx').then((m) => ({ Component: m.StockCountPage })),
  }),
  appRoute('NewStockTransfer', {
    title: 'New Stock Transfer',
    gate: 'warehouseEdit',
    layout: 'shell',
    page: () =>
      import('../../features/inventory/new-stock-transfer-page.tsx').then((m) => ({
        Component: m.NewStockTransferPage,
      })),
  }),
  appRoute('StockTransferDetail', {
    title: 'Stock Transfer',
    gate: 'warehouseDetials',
    layout: 'shell',
    page: () =>
      import('../../features/inventory/stock-transfer-page.tsx').then((m) => ({ Component: m.StockTransferPage })),
  }),
  appRoute('StockHistory', {
    title: 'Stock History',
    gate: 'stockTracking',
    layout: 'shell',
    page: () =>
      import('../../features/inventory/stock-history-page.tsx').then((m) => ({ Component: m.StockHistoryPage })),
  }),
  appRoute('TransactionMain', {
    title: 'Transactions',
    // Each tab has its own gate (saleList, refundList, purchaseList); the page shows those the user holds.
    layout: 'shell',
    page: () => import('../../features/orders/transactions-page.tsx').then((m) => ({ Component: m.TransactionsPage })),
  }),
  appRoute('SaleDetail', {
    title: 'Sale Detail',
    gate: 'saleDetails',
    layout: 'shell',
    page: () => import('../../features/orders/order-detail-pages.tsx').then((m) => ({ Component: m.SaleDetailPage })),
  }),
  appRoute('RefundDetail', {
    title: 'Refund Detail',
    gate: 'refundDetails',
    layout: 'shell',
    page: () => import('../../features/orders/order-detail-pages.tsx').then((m) => ({ Component: m.RefundDetailPage })),
  }),
  // Sale and refund print views (spec 001 §2 "Print layout under /print"), drawn in the shared PrintLayout.
  appRoute('PrintSale', {
    title: 'Print Sale',
    gate: 'salePrint',
    layout: 'bare',
    page: () => import('../../features/orders/print-sale-page.tsx').then((m) => ({ Component: m.PrintSalePage })),
  }),
  appRoute('PrintRefund', {
    title: 'Print Refund',
    gate: 'refundPrint',
    layout: 'bare',
    page: () => import('../../features/orders/print-sale-page.tsx').then((m) => ({ Component: m.PrintRefundPage })),
  }),
  appRoute('ShippingAddress', {
    title: 'Shipping Address',
    gate: 'salePrint',
    layout: 'bare',
    page: () =>
      import('../../features/orders/shipping-address-page.tsx').then((m) => ({ Component: m.ShippingAddressPage })),
  }),
  appRoute('MiniReceipt', {
    title: 'Receipt',
    gate: 'salePrint',
    layout: 'bare',
    page: () => import('../../features/orders/print-sale-page.tsx').then((m) => ({ Component: m.MiniReceiptPage })),
  }),
  // Issue 26: the receipt of a sale kept on the till, read from its outbox; it works offline.
  appRoute('ProvisionalReceipt', {
    title: 'Provisional receipt',
    gate: 'salePrint',
    layout: 'bare',
    page: () =>
      import('../../features/pos/provisional-receipt-page.tsx').then((m) => ({ Component: m.ProvisionalReceiptPage })),
  }),
  appRoute('Payments', {
    title: 'Payments',
    gate: 'paymentList',
    layout: 'shell',
    page: () => import('../../features/payments/payments-page.tsx').then((m) => ({ Component: m.PaymentsPage })),
  }),
  appRoute('PaymentDetails', {
    title: 'Payment Details',
    gate: 'paymentDetails',
    layout: 'shell',
    page: () =>
      import('../../features/payments/payment-details-page.tsx').then((m) => ({ Component: m.PaymentDetailsPage })),
  }),
  appRoute('Reports', {
    title: 'Reports',
    gate: 'reports',
    layout: 'shell',
    page: () => import('../../features/reports/reports-page.tsx').then((m) => ({ Component: m.ReportsPage })),
  }),
  appRoute('GiftCards', {
    title: 'Gift cards',
    gate: 'giftCardSell',
    layout: 'shell',
    page: () => import('../../features/giftcards/gift-cards-page.tsx').then((m) => ({ Component: m.GiftCardsPage })),
  }),
  appRoute('GiftCardDetail', {
    title: 'Gift card',
    gate: 'giftCardRedeem',
    layout: 'shell',
    page: () => import('../../features/giftcards/gift-card-page.tsx').then((m) => ({ Component: m.GiftCardPage })),
  }),
  appRoute('GiftCardSale', {
    title: 'Gift card sale',
    gate: 'giftCardSell',
    layout: 'shell',
    page: () =>
      import('../../features/giftcards/gift-card-sale-page.tsx').then((m) => ({ Component: m.GiftCardSalePage })),
  }),
  appRoute('PrintGiftCards', {
    title: 'Gift card receipt',
    gate: 'giftCardSell',
    layout: 'bare',
    page: () =>
      import('../../features/giftcards/gift-card-receipt-page.tsx').then((m) => ({
        Component: m.GiftCardReceiptPage,
      })),
  }),
  appRoute('Balances', {
    title: 'Who Owes What',
    gate: 'reports',
    layout: 'shell',
    page: () => import('../../features/contacts/balances-page.tsx').then((m) => ({ Component: m.BalancesPage })),
  }),
  appRoute('Backup', {
    title: 'Backup',
    gate: 'backups',
    layout: 'shell',
    page: () => import('../../features/backups/backups-page.tsx').then((m) => ({ Component: m.BackupsPage })),
  }),
  appRoute('Users', {
    title: 'Users Management',
    gate: 'userManage',
    layout: 'shell',
    page: () => import('../../features/users/users-page.tsx').then((m) => ({ Component: m.UsersPage })),
  }),
  appRoute('AuditLog', {
    title: 'Audit Log',
    gate: 'auditLog',
    layout: 'shell',
    page: () => import('../../features/audit/audit-log-page.tsx').then((m) => ({ Component: m.AuditLogPage })),
  }),
  appRoute('Settings', {
    title: 'General Settings',
    gate: 'generalSetting',
    layout: 'shell',
    page: () =>
      import('../../features/settings/general-settings-page.tsx').then((m) => ({ Component: m.GeneralSettingsPage })),
  }),
  appRoute('MailSettings', {
    title: 'Mail Settings',
    gate: 'mailSetting',
    layout: 'shell',
    page: () =>
      import('../../features/settings/mail-settings-page.tsx').then((m) => ({ Component: m.MailSettingsPage })),
  }),
  appRoute('LogoSettings', {
    title: 'Logo Settings',
    gate: 'logoSetting',
    layout: 'shell',
    page: () =>
      import('../../features/settings/logo-settings-page.tsx').then((m) => ({ Component: m.LogoSettingsPage })),
  }),
  appRoute('TermsSettings', {
    title: 'Terms and Conditions',
    gate: 'termsSetting',
    layout: 'shell',
    page: () =>
      import('../../features/settings/terms-settings-page.tsx').then((m) => ({ Component: m.TermsSettingsPage })),
  }),
  appRoute('PosSettings', {
    title: 'POS Settings',
    gate: 'generalSetting',
    layout: 'shell',
    page: () => import('../../features/settings/pos-settings-page.tsx').then((m) => ({ Component: m.PosSettingsPage })),
  }),
  appRoute('BillSettings', {
    title: 'Bill Settings',
    gate: 'generalSetting',
    layout: 'shell',
    page: () =>
      import('../../features/settings/bill-settings-page.tsx').then((m) => ({ Component: m.BillSettingsPage })),
  }),
  appRoute('UnitSettings', {
    title: 'Units',
    gate: 'generalSetting',
    layout: 'shell',
    page: () =>
      import('../../features/settings/units-settings-page.tsx').then((m) => ({ Component: m.UnitsSettingsPage })),
  }),
  appRoute('AnnouncementSettings', {
    title: 'Announcement',
    gate: 'generalSetting',
    layout: 'shell',
    page: () =>
      import('../../features/settings/announcement-settings-page.tsx').then((m) => ({
        Component: m.AnnouncementSettingsPage,
      })),
  }),
  appRoute('RepairStatusSettings', {
    title: 'Repair statuses',
    gate: 'repairStatusManage',
    layout: 'shell',
    page: () =>
      import('../../features/settings/repair-statuses-settings-page.tsx').then((m) => ({
        Component: m.RepairStatusesSettingsPage,
      })),
  }),
  // Issue 30, items 8 and 6: what statuses send the customer, and the device categories' checklists.
  appRoute('RepairMessageSettings', {
    title: 'Repair messages',
    gate: 'repairStatusManage',
    layout: 'shell',
    page: () =>
      import('../../features/settings/repair-messages-settings-page.tsx').then((m) => ({
        Component: m.RepairMessagesSettingsPage,
      })),
  }),
  appRoute('RepairChecklistSettings', {
    title: 'Repair checklists',
    gate: 'repairStatusManage',
    layout: 'shell',
    page: () =>
      import('../../features/settings/repair-checklists-settings-page.tsx').then((m) => ({
        Component: m.RepairChecklistsSettingsPage,
      })),
  }),
  // Issue 31, item 7: the accounts the accountant's journal posts to.
  appRoute('JournalAccountSettings', {
    title: 'Journal accounts',
    gate: 'accountsManage',
    layout: 'shell',
    page: () =>
      import('../../features/settings/journal-accounts-settings-page.tsx').then((m) => ({
        Component: m.JournalAccountsSettingsPage,
      })),
  }),
  // Issue 33: the receipt printers, the tills' printers and the print queue.
  appRoute('PrinterSettings', {
    title: 'Printers',
    gate: 'printerManage',
    layout: 'shell',
    page: () =>
      import('../../features/settings/printers-settings-page.tsx').then((m) => ({ Component: m.PrintersSettingsPage })),
  }),
]
