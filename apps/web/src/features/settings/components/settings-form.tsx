import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import type { FormEventHandler, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface SettingsFormProps {
  /** From useSettingsForm: checks, saves, and puts the server's 422 messages under the fields. */
  onSubmit: FormEventHandler<HTMLFormElement>
  saving: boolean
  /** The gap between the grid's fields. */
  spacing?: number
  /** The fields, each in its own Grid item. */
  children: ReactNode
}

/** A settings section's form: its fields on a grid, then the Save button every section ends with. */
export function SettingsForm({ onSubmit, saving, spacing = 2, children }: SettingsFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Grid container spacing={spacing}>
        {children}
        <Grid size={12}>
          <SaveButton saving={saving} />
        </Grid>
      </Grid>
    </form>
  )
}

/** A one-field settings form: its field (and any note under it) stacked above the Save button. */
export function SettingsStackForm({ onSubmit, saving, children }: Omit<SettingsFormProps, 'spacing'>) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        {children}
        <Box>
          <SaveButton saving={saving} />
        </Box>
      </Stack>
    </form>
  )
}

function SaveButton({ saving }: { saving: boolean }) {
  const { t } = useTranslation('common')
  return (
    <Button type="submit" variant="contained" loading={saving}>
      {t('common:actions.save')}
    </Button>
  )
}
