import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { POS_SETTINGS_LABELS, posSettingsSchema, SETTINGS_BOUNDS } from '@counterpart/domain/schemas/settings'
import { PRODUCT_SKINS } from '@counterpart/domain/settings'
import { CELL, FormTextField } from '../../components/form-text-field.tsx'
import { useSettings } from './api/get-settings.ts'
import { useUpdatePosSettings } from './api/update-pos.ts'
import { ROLL_MAX_WIDTH_MM } from '../../components/print-page-size.ts'
import { bindSettingsFields, SettingsHeading, SwitchFields, labelledSwitches } from './components/form-fields.tsx'
import { PosFavouritesEditor } from './components/pos-favourites-editor.tsx'
import { SettingsForm } from './components/settings-form.tsx'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useSettingsForm } from './components/use-settings-form.ts'

const OPTIONS = labelledSwitches(POS_SETTINGS_LABELS, [
  'overSelling',
  'isTaxIncluded',
  'productName',
  'stopDiscount',
  'posAutoLoadProducts',
  'requireTillSession',
])

const TILL_OPTIONS = labelledSwitches(POS_SETTINGS_LABELS, ['blindTillCount'])
const BUYBACK_OPTIONS = labelledSwitches(POS_SETTINGS_LABELS, ['requireStolenCheck'])
/** The rate inputs' bounds, and any number of decimals to the browser: the schema allows three. */
const RATE_INPUT = {
  defaultDiscountRate: { htmlInput: { ...SETTINGS_BOUNDS.defaultDiscountRate, step: 'any' } },
  defaultTaxRate: { htmlInput: { ...SETTINGS_BOUNDS.defaultTaxRate, step: 'any' } },
} as const

/** POS settings (spec 000 §3, §5). */
export function PosSettingsPage() {
  const { pos } = useSettings()
  const mutation = useUpdatePosSettings()
  const { form, onSubmit, saving } = useSettingsForm(posSettingsSchema, pos, mutation)
  const { control } = form
  const { number, slider } = bindSettingsFields(control, POS_SETTINGS_LABELS)

  return (
    <SettingsLayout title="POS">
      <SettingsForm onSubmit={onSubmit} saving={saving} spacing={3}>
        {slider('posProductsLimit', { cell: CELL.thirdMd })}
        {/* Typed, not slid: a rate takes three decimals (New York City's 8.875 %), which no slider reaches. */}
        {number('defaultDiscountRate', { cell: CELL.thirdMd, unit: '%', slotProps: RATE_INPUT.defaultDiscountRate })}
        {number('defaultTaxRate', { cell: CELL.thirdMd, unit: '%', slotProps: RATE_INPUT.defaultTaxRate })}
        {number('printerWidth', {
          cell: CELL.quarterMd,
          unit: 'mm',
          helperText: `Up to ${ROLL_MAX_WIDTH_MM}: a receipt roll`,
        })}
        {number('printerHight', {
          cell: CELL.quarterMd,
          unit: 'mm',
          helperText: 'Sheets only: a roll prints as long as the receipt',
        })}
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
        {number('focusIntervel', { cell: CELL.thirdMd, unit: 'ms', helperText: '1000 = 1 s' })}
        {number('scanningSensitivity', {
          cell: CELL.thirdMd,
          unit: 'ms',
          helperText: 'Pause that ends a scanned barcode',
        })}
        {number('barcodeContainsDigits', { cell: CELL.thirdMd })}
        <SettingsHeading>Options</SettingsHeading>
        <SwitchFields control={control} fields={OPTIONS} size={{ xs: 12, md: 4 }} />
        <SettingsHeading>Offline selling</SettingsHeading>
        {number('offlineWarnMinutes', {
          cell: CELL.thirdMd,
          helperText: 'The till warns its cashier; its sales are kept until the connection is back',
        })}
        <SettingsHeading>On account and tills</SettingsHeading>
        {number('dueDays', {
          cell: CELL.thirdMd,
          helperText: 'The due date the payment sheet suggests for a sale on account',
        })}
        <SwitchFields control={control} fields={TILL_OPTIONS} size={{ xs: 12, md: 8 }} />
        {number('offlinePriceTolerance', {
          cell: CELL.thirdMd,
          slotProps: { htmlInput: { ...SETTINGS_BOUNDS.offlinePriceTolerance, step: 'any' } },
          helperText: 'Such a sale is kept, and listed on Stock alerts for you to clear',
        })}
        <SettingsHeading>Buying from customers</SettingsHeading>
        {number('buybackHoldDays', {
          cell: CELL.thirdMd,
          slotProps: { htmlInput: SETTINGS_BOUNDS.buybackHoldDays },
          helperText: 'A device bought from a customer may be sold only after these days (0: at once)',
        })}
        {number('creditBonusRate', {
          cell: CELL.thirdMd,
          slotProps: { htmlInput: SETTINGS_BOUNDS.creditBonusRate },
          helperText: 'Added to the value when the customer takes store credit instead of money (0: none)',
        })}
        <SwitchFields control={control} fields={BUYBACK_OPTIONS} size={{ xs: 12, md: 8 }} />
        <Grid size={12}>
          <Typography variant="body2" color="text.secondary">
            When on, Buy From Customer pays out only with a check recorded as Clear (its service and reference). A
            device whose check is Flagged is never bought, whatever this switch says.
          </Typography>
        </Grid>
        <SettingsHeading>Selling devices</SettingsHeading>
        {number('deviceWarrantyDays', {
          cell: CELL.thirdMd,
          helperText: "From the day of sale, on the device's page (0: none)",
        })}
        <SettingsHeading>Repairs</SettingsHeading>
        {number('repairWarrantyDays', {
          cell: CELL.thirdMd,
          helperText: 'From pickup, when no approved estimate names the warranty of its labour (0: none)',
        })}
        <SettingsHeading>Gift cards</SettingsHeading>
        <FormTextField
          control={control}
          name="giftCardAmounts"
          label={POS_SETTINGS_LABELS.giftCardAmounts}
          cell={CELL.thirdMd}
          helperText="Offered as buttons at the terminal, like 25, 50, 100; any other amount is sold too"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {number('giftCardMonths', {
          cell: CELL.thirdMd,
          helperText: 'From the day of sale, as the law of your country allows; an expired card is owed no more',
        })}
      </SettingsForm>
      <Divider sx={{ my: 3 }} />
      <PosFavouritesEditor />
    </SettingsLayout>
  )
}
