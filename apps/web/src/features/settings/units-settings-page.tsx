import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { parseUnits, unitsUpdateSchema } from '@counterpart/domain/schemas/settings'
import { useWatch } from 'react-hook-form'
import { FormTextField } from '../../components/form-text-field.tsx'
import { useSettings } from './api/get-settings.ts'
import { useUpdateUnits } from './api/update-units.ts'
import { SettingsStackForm } from './components/settings-form.tsx'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useSettingsForm } from './components/use-settings-form.ts'
import { useTranslation } from 'react-i18next'

/** Units of measure (spec 000 §2, §9): the choices of the product form, comma-separated. */
export function UnitsSettingsPage() {
  const { t } = useTranslation('settings')
  const { productUnits } = useSettings()
  const mutation = useUpdateUnits()
  const { form, onSubmit, saving } = useSettingsForm(unitsUpdateSchema, { productUnits }, mutation)
  const typed = useWatch({ control: form.control, name: 'productUnits' })

  return (
    <SettingsLayout title={t('settings:sections.units')}>
      <Stack spacing={2}>
        <Box aria-label={t('settings:units.saved')} role="list">
          {parseUnits(productUnits).map((unit) => (
            <Chip key={unit} label={unit} role="listitem" sx={{ mr: 1, mb: 1 }} />
          ))}
        </Box>
        <SettingsStackForm onSubmit={onSubmit} saving={saving}>
          <FormTextField
            control={form.control}
            name="productUnits"
            label={t('settings:units.label')}
            multiline
            minRows={3}
            fullWidth
            helperText={t('settings:units.hint')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('settings:units.count', { count: parseUnits(typed ?? '').length })}
          </Typography>
        </SettingsStackForm>
      </Stack>
    </SettingsLayout>
  )
}
