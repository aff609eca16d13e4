import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { posSettingsSchema, SETTINGS_BOUNDS } from '@counterpart/domain/schemas/settings'
import { PRODUCT_SKINS } from '@counterpart/domain/settings'
import { FormTextField } from '../../components/form-text-field.tsx'
import { useSettings } from './api/get-settings.ts'
import { useUpdatePosSettings } from './api/update-pos.ts'
import { ROLL_MAX_WIDTH_MM } from '../../components/print-page-size.ts'
import { NumberField, SliderField, SwitchField } from './components/form-fields.tsx'
import { SettingsForm } from './components/settings-form.tsx'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useSettingsForm } from './components/use-settings-form.ts'

const b = SETTINGS_BOUNDS

/** POS settings (spec 000 §3, §5). */
export function PosSettingsPage() {
  const { pos } = useSettings()
  const mutation = useUpdatePosSettings()
  const { form, onSubmit, saving } = useSettingsForm(posSettingsSchema, pos, mutation)
  const { control } = form

  return (
    <SettingsLayout title="POS">
      <SettingsForm onSubmit={onSubmit} saving={saving} spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <SliderField
            control={control}
            name="posProductsLimit"
            label="Products listed on the POS"
            {...b.posProductsLimit}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SliderField
            control={control}
            name="defaultDiscountRate"
            label="Default discount rate"
            unit=" %"
            step={0.5}
            {...b.defaultDiscountRate}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SliderField
            control={control}
            name="defaultTaxRate"
            label="Default tax rate"
            unit=" %"
            step={0.5}
            {...b.defaultTaxRate}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <NumberField
            control={control}
            name="printerWidth"
            label="Printer width (mm)"
            helperText={`Up to ${ROLL_MAX_WIDTH_MM}: a receipt roll`}
            slotProps={{ htmlInput: b.printerWidth }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <NumberField
            control={control}
            name="printerHight"
            label="Printer height (mm)"
            helperText="Sheets only: a roll prints as long as the receipt"
            slotProps={{ htmlInput: b.printerHight }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="productSkin" label="Product skin" select fullWidth>
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
        <Grid size={{ xs: 12, md: 4 }}>
          <NumberField
            control={control}
            name="focusIntervel"
            label="Scanner focus interval (ms)"
            helperText="1000 = 1 s"
            slotProps={{ htmlInput: b.focusIntervel }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <NumberField
            control={control}
            name="scanningSensitivity"
            label="Scanning delay (ms)"
            helperText="Pause that ends a scanned barcode"
            slotProps={{ htmlInput: b.scanningSensitivity }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <NumberField
            control={control}
            name="barcodeContainsDigits"
            label="Barcode digits"
            slotProps={{ htmlInput: b.barcodeContainsDigits }}
          />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle1" component="h3">
            Options
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SwitchField control={control} name="overSelling" label="Disable Item (at zero qty)" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SwitchField control={control} name="isTaxIncluded" label="Prices include tax" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SwitchField control={control} name="productName" label="Show product names" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SwitchField control={control} name="stopDiscount" label="Stop discounts" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SwitchField control={control} name="posAutoLoadProducts" label="Load products automatically" />
        </Grid>
      </SettingsForm>
    </SettingsLayout>
  )
}
