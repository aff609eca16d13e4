import { PERMISSION_FLAGS, type PermissionFlag, type PermissionMap } from './permissions.ts'
import { tr } from './i18n/translate.ts'

/**
 * Starting points for the user form (issue 28, item 12): one click sets every switch, each still editable
 * after. The role name is the shop's own text; a preset fills it only when it is blank or another preset's.
 */
export const ROLE_PRESETS = [
  {
    get name() {
      return tr('fields:roles.preset.cashier.name')
    },
    get description() {
      return tr('fields:roles.preset.cashier.description')
    },
    flags: [
      'saleList',
      'saleCreate',
      'saleDetails',
      'salePrint',
      'saleEmail',
      'saleRefund',
      'refundList',
      'refundDetails',
      'refundPrint',
      'customerCreate',
      'customerEdit',
      'customerDetials',
      'productDetail',
      'giftCardSell',
      'giftCardRedeem',
    ],
  },
  {
    get name() {
      return tr('fields:roles.preset.technician.name')
    },
    get description() {
      return tr('fields:roles.preset.technician.description')
    },
    flags: [
      'repairManage',
      'reportsrepairGalleryManage',
      'customerCreate',
      'customerEdit',
      'customerDetials',
      'productDetail',
      'outOfstock',
      'stockTracking',
      'warehouseDetials',
    ],
  },
  {
    get name() {
      return tr('fields:roles.preset.manager.name')
    },
    get description() {
      return tr('fields:roles.preset.manager.description')
    },
    flags: PERMISSION_FLAGS.filter(
      (flag) =>
        !(
          ['userManage', 'backups', 'auditLog', 'generalSetting', 'mailSetting', 'logoSetting', 'termsSetting'] as const
        ).some((kept) => kept === flag),
    ),
  },
  {
    get name() {
      return tr('fields:roles.preset.owner.name')
    },
    get description() {
      return tr('fields:roles.preset.owner.description')
    },
    flags: PERMISSION_FLAGS,
  },
] as const satisfies readonly { name: string; description: string; flags: readonly PermissionFlag[] }[]

export type RolePreset = (typeof ROLE_PRESETS)[number]

/** The switches a preset sets: its flags on, every other one off. */
export function presetPermissions(preset: Pick<RolePreset, 'flags'>): PermissionMap {
  const on = new Set<PermissionFlag>(preset.flags)
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, on.has(flag)])) as PermissionMap
}

/** The preset whose switches are exactly these, if any (the form shows which role the switches match). */
export function matchingPreset(actions: PermissionMap): RolePreset | undefined {
  return ROLE_PRESETS.find((preset) => {
    const expected = presetPermissions(preset)
    return PERMISSION_FLAGS.every((flag) => expected[flag] === actions[flag])
  })
}
