import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import { POS_SETTINGS_LABELS, posSettingsSchema, SETTINGS_BOUNDS } from '@counterpart/domain/schemas/settings'
import { PRODUCT_SKINS } from '@counterpart/domain/settings'
import { CELL, FormTextField } from '../../components/form-text-field.tsx'
import { useSettings } from './api/get-settings.ts'
import { useUpdatePosSettings } from './api/update-pos.ts'
import { ROLL_MAX_WIDTH_MM } from '../../components/print-page-size.ts'
import { NumberField, SettingsHeading, SliderField, SwitchFields, labelledSwitches } from './components/form-fields.tsx'
import { SettingsForm } from './components/settings-form.tsx'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useSettingsForm } from './components/use-settings-form.ts'

const b = SETTINGS_BOUNDS

const OPTIONS = labelledSwitches(POS_SETTINGS_LABELS, [
  'overSelling',
  'isTaxIncluded',
  'productName',
  'stopDiscount',
  'posAutoLoadProducts',
  'requireTillSession',
])

/** POS settings (spec 000 §3, §5). */
export function PosSettingsPage() {
  const { pos } = useSettings()
  const mutation = useUpdatePosSettings()
  const { form, onSubmit, saving } = useSettingsForm(posSettingsSchema, pos, mutation)
  const { control } = form

  return (
    <SettingsLayout title="POS">
      <SettingsForm onSubmit={onSubmit} saving={saving} spacing={3}>
        <SliderField
          cell={CELL.thirdMd}
          control={control}
          name="posProductsLimit"
          label={POS_SETTINGS_LABELS.posProductsLimit}
          {...b.posProductsLimit}
        />
        <SliderField
          cell={CELL.thirdMd}
          control={control}
          name="defaultDiscountRate"
          label={POS_SETTINGS_LABELS.defaultDiscountRate}
          unit=" %"
          step={0.5}
          {...b.defaultDiscountRate}
        />
        <SliderField
          cell={CELL.thirdMd}
          control={control}
          name="defaultTaxRate"
          label={POS_SETTINGS_LABELS.defaultTaxRate}
          unit=" %"
          step={0.5}
          {...b.defaultTaxRate}
        />
        <NumberField
          cell={CELL.quarterMd}
          control={control}
          name="printerWidth"
          label={`${POS_SETTINGS_LABELS.printerWidth} (mm)`}
          helperText={`Up to ${ROLL_MAX_WIDTH_MM}: a receipt roll`}
          slotProps={{ htmlInput: b.printerWidth }}
        />
        <NumberField
          cell={CELL.quarterMd}
          control={control}
          name="printerHight"
          label={`${POS_SETTINGS_LABELS.printerHight} (mm)`}
          helperText="Sheets only: a roll prints as long as the receipt"
          slotProps={{ htmlInput: b.printerHight }}
        />
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="productSkin" label={POS_SETTINGS_LABELS.productSkin} select fullWidth>
            {Object.entries(PRODUCT_SKINS).map(([label, color]) => (
              <MenuItem key={color} value={color}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Box
                    sx={{
                      width: 16,
                      height: 16,
                      borderRadius: 0.5,
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: color === 'white' ? 'common.white' : `${color}.main`,
                    }}
                  />
                  <span>{label}</span>
                </Stack>
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <NumberField
          cell={CELL.thirdMd}
          control={control}
          name="focusIntervel"
          label={`${POS_SETTINGS_LABELS.focusIntervel} (ms)`}
          helperText="1000 = 1 s"
          slotProps={{ htmlInput: b.focusIntervel }}
        />
        <NumberField
          cell={CELL.thirdMd}
          control={control}
          name="scanningSensitivity"
          label={`${POS_SETTINGS_LABELS.scanningSensitivity} (ms)`}
          helperText="Pause that ends a scanned barcode"
          slotProps={{ htmlInput: b.scanningSensitivity }}
        />
        <NumberField
          cell={CELL.thirdMd}
          control={control}
          name="barcodeContainsDigits"
          label={POS_SETTINGS_LABELS.barcodeContainsDigits}
          slotProps={{ htmlInput: b.barcodeContainsDigits }}
        />
        <SettingsHeading>Options</SettingsHeading>
        <SwitchFields control={control} fields={OPTIONS} size={{ xs: 12, md: 4 }} />
      </SettingsForm>
    </SettingsLayout>
  )
}
