import { PERMISSION_FLAGS, type PermissionFlag, type PermissionMap } from './permissions.ts'

/**
 * Starting points for the user form (issue 28, item 12): one click sets every switch, each still editable
 * after. The role name is the shop's own text; a preset fills it only when it is blank or another preset's.
 */
export const ROLE_PRESETS = [
  {
    name: 'Cashier',
    description: 'Sells, refunds and looks after customers at the counter; sees no cost or profit.',
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
    name: 'Technician',
    description: 'Logs and works repairs, keeps the gallery, looks up parts and stock.',
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
    name: 'Manager',
    description: 'Runs the shop day to day: everything but users, backups, the audit log and settings.',
    flags: PERMISSION_FLAGS.filter(
      (flag) =>
        !(
          ['userManage', 'backups', 'auditLog', 'generalSetting', 'mailSetting', 'logoSetting', 'termsSetting'] as const
        ).some((kept) => kept === flag),
    ),
  },
  { name: 'Owner', description: 'Every switch on.', flags: PERMISSION_FLAGS },
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
