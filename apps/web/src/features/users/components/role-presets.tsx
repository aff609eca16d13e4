import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { PERMISSION_FLAGS, type PermissionMap } from '@counterpart/domain/permissions'
import { matchingPreset, presetPermissions, ROLE_PRESETS } from '@counterpart/domain/role-presets'
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form'
import type { UserFormValues } from './user-form-values.ts'
import { useTranslation } from 'react-i18next'

const PRESET_NAMES = new Set<string>(ROLE_PRESETS.map((preset) => preset.name))

/**
 * Issue 28, item 12: one click sets every switch to a role's, each still editable after. The role's name
 * goes into Role Name only when that is blank or another preset's, never over the shop's own wording.
 */
export function RolePresets({
  control,
  setValue,
  disabled,
}: {
  control: Control<UserFormValues>
  setValue: UseFormSetValue<UserFormValues>
  disabled: boolean
}) {
  const { t } = useTranslation('users')
  const flags = useWatch({ control, name: [...PERMISSION_FLAGS] })
  const roleName = useWatch({ control, name: 'roleName' })
  const current = Object.fromEntries(
    PERMISSION_FLAGS.map((flag, index) => [flag, flags[index] === true]),
  ) as PermissionMap
  const matched = matchingPreset(current)

  function apply(name: string) {
    const preset = ROLE_PRESETS.find((role) => role.name === name)
    if (!preset) return
    const switches = presetPermissions(preset)
    for (const flag of PERMISSION_FLAGS) setValue(flag, switches[flag], { shouldDirty: true })
    if (roleName.trim() === '' || PRESET_NAMES.has(roleName.trim())) {
      setValue('roleName', preset.name, { shouldDirty: true, shouldValidate: true })
    }
  }

  if (disabled) return null
  return (
    <Box sx={{ mb: 2 }}>
      {/* Separate buttons that wrap, not a joined bar: four role names do not fit a phone's dialog on one line. */}
      <Box role="group" aria-label={t('users:presets.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {ROLE_PRESETS.map((preset) => {
          const pressed = matched?.name === preset.name
          return (
            <Button
              key={preset.name}
              aria-pressed={pressed}
              variant={pressed ? 'contained' : 'outlined'}
              disableElevation
              onClick={() => apply(preset.name)}
              sx={{ textTransform: 'none', fontWeight: 600, minHeight: 40 }}
            >
              {preset.name}
            </Button>
          )
        })}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {matched
          ? t('users:presets.matched', { name: matched.name, description: matched.description })
          : t('users:presets.hint')}
      </Typography>
    </Box>
  )
}
