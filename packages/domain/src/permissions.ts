import { tr } from './i18n/translate.ts'

/**
 * Every permission flag of the product, grouped as the user form shows them (spec 002 §3).
 * The server guard, the user form and the web route table all read this one list.
 */
export const PERMISSION_GROUPS = [
  {
    get name() {
      return tr('fields:permissions.group.catalogue')
    },
    flags: [
      'productCreate',
      'productEdit',
      'productLabel',
      'productDetail',
      'productRemove',
      'categoryCreate',
      'categoryEdit',
      'categoryRemove',
    ],
  },
  {
    get name() {
      return tr('fields:permissions.group.administration')
    },
    flags: [
      'userManage',
      'backups',
      'reports',
      'customProductManage',
      // The spec spells the gallery flag this way; it is the contract on the wire.
      'reportsrepairGalleryManage',
      'repairManage',
      // Issue 30: who may set up the shop's repair statuses, and who may give a ticket to a technician.
      'repairStatusManage',
      'repairAssign',
      // Issue 30: who may record a customer's approval of an estimate given at the counter or by phone.
      'repairApprove',
      // Issue 30, item 6: intake and pickup photos and the customer's signatures are personal data.
      'repairEvidenceView',
      'shopListManage',
      'billManage',
      // Issue 19: who may read the audit log (who changed what). Off for everyone but the admin at first.
      'auditLog',
    ],
  },
  {
    get name() {
      return tr('fields:permissions.group.sales')
    },
    flags: [
      'saleList',
      'saleCreate',
      'saleDetails',
      'salePrint',
      'saleRefund',
      'saleExport',
      'saleEmail',
      'orderRemove',
      'refundList',
      'refundDetails',
      'refundPrint',
      // Issue 18: who may sell while the till is offline (sales replayed later). Only the admin at first.
      'offlineSale',
      // Issue 28: who may read what the goods of a sale or refund cost and the profit made on it.
      'saleCost',
    ],
  },
  {
    get name() {
      return tr('fields:permissions.group.contacts')
    },
    flags: [
      'supplierCreate',
      'supplierEdit',
      'supplierDetials',
      'supplierRemove',
      'customerCreate',
      'customerEdit',
      'customerDetials',
      'customerRemove',
      // Issue 31: who may issue, adjust or take store credit by hand. Only the admin at first.
      'creditManage',
      // Issue 31: who may sell gift cards (and refund an unused one), and who may take one as payment.
      'giftCardSell',
      'giftCardRedeem',
    ],
  },
  {
    get name() {
      return tr('fields:permissions.group.stock')
    },
    flags: [
      'outOfstock',
      'stockTracking',
      'warehouseCreate',
      'warehouseEdit',
      'warehouseDetials',
      'warehouseRemove',
      // Issue 29: device units (phones by IMEI or serial): who may look them up, change them, and override a
      // warning (a wrong IMEI check digit, a hold not yet over). Only the admin at first.
      'deviceView',
      'deviceManage',
      'deviceOverride',
    ],
  },
  {
    get name() {
      return tr('fields:permissions.group.purchases')
    },
    flags: [
      'purchaseList',
      'purchaseCreate',
      'purchaseDetails',
      'purchasePrint',
      'paymentList',
      'paymentDetails',
      // Issue 31, item 7: who may export the accountant's journal, and who may map its accounts.
      'journalExport',
      'accountsManage',
    ],
  },
  {
    get name() {
      return tr('fields:permissions.group.settings')
    },
    // Issue 33: who adds receipt printers and names each till's.
    flags: ['generalSetting', 'mailSetting', 'logoSetting', 'termsSetting', 'printerManage'],
  },
] as const

export type PermissionGroup = (typeof PERMISSION_GROUPS)[number]
export type PermissionFlag = PermissionGroup['flags'][number]

export const PERMISSION_FLAGS: readonly PermissionFlag[] = PERMISSION_GROUPS.flatMap((group) => group.flags)

/** The map of gates the signed-in user carries (`actions` in pull-app-configuration). */
export type PermissionMap = Record<PermissionFlag, boolean>

export function isPermissionFlag(name: string): name is PermissionFlag {
  return (PERMISSION_FLAGS as readonly string[]).includes(name)
}

export const ADMIN_USER_ID = 1

export function emptyPermissions(): PermissionMap {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, false])) as PermissionMap
}

export function fullPermissions(): PermissionMap {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])) as PermissionMap
}

/**
 * How a route is reachable: by anyone (`public`), by any signed-in user (`signedIn`),
 * only by signed-out visitors (`guest`, pages only), or by holders of one permission flag.
 */
export type Gate = 'public' | 'signedIn' | PermissionFlag

export function holdsGate(actions: PermissionMap | null | undefined, gate: Gate): boolean {
  if (gate === 'public') return true
  if (!actions) return false
  if (gate === 'signedIn') return true
  return actions[gate] === true
}

/**
 * The label of a permission switch on the user form ("saleCreate" -> "Sale Create"). The wire names keep the
 * spec's spelling (supplierDetials); the switches, and the messages naming them, read as plain words, one
 * per flag in the permissions area of the fields resources.
 */
export function permissionLabel(flag: PermissionFlag): string {
  return tr(`fields:permissions.flag.${flag}`)
}
