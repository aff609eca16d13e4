import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { PERMISSION_GROUPS, permissionLabel, type PermissionFlag } from '@counterpart/domain/permissions'
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form'
import { Controller } from 'react-hook-form'
import type { UserFormValues } from './user-form-values.ts'
import { useTranslation } from 'react-i18next'

interface PermissionSwitchesProps {
  control: Control<UserFormValues>
  setValue: UseFormSetValue<UserFormValues>
  /** The admin account's switches are shown on and cannot be changed. */
  disabled: boolean
}

/** The permission switches in the groups of spec 002 §3, each group with a switch for all of it. */
export function PermissionSwitches({ control, setValue, disabled }: PermissionSwitchesProps) {
  return (
    <Grid container spacing={2}>
      {PERMISSION_GROUPS.map((group) => (
        <Grid key={group.name} size={{ xs: 12, md: 6 }}>
          <PermissionGroup
            name={group.name}
            flags={group.flags}
            control={control}
            setValue={setValue}
            disabled={disabled}
          />
        </Grid>
      ))}
    </Grid>
  )
}

interface PermissionGroupProps extends PermissionSwitchesProps {
  name: string
  flags: readonly PermissionFlag[]
}

function PermissionGroup({ name, flags, control, setValue, disabled }: PermissionGroupProps) {
  const { t } = useTranslation('users')
  const values = useWatch({ control, name: [...flags] })
  const onCount = values.filter(Boolean).length
  const allOn = onCount === flags.length

  function toggleAll(on: boolean) {
    for (const flag of flags) setValue(flag, on, { shouldDirty: true })
  }

  return (
    <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }} role="group" aria-label={name}>
      <FormControlLabel
        control={
          <Switch
            checked={allOn}
            onChange={(event) => toggleAll(event.target.checked)}
            disabled={disabled}
            slotProps={{ input: { 'aria-label': t('users:allOf', { group: name }) } }}
          />
        }
        label={
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {name}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              <bdi>
                ({onCount}/{flags.length})
              </bdi>
            </Typography>
          </Typography>
        }
      />
      <FormGroup sx={{ pl: 2 }}>
        {flags.map((flag) => (
          <Controller
            key={flag}
            control={control}
            name={flag}
            render={({ field }) => (
              <FormControlLabel
                label={permissionLabel(flag)}
                control={
                  <Switch
                    size="small"
                    name={field.name}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    disabled={disabled}
                  />
                }
              />
            )}
          />
        ))}
      </FormGroup>
    </Paper>
  )
}
