import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { POS_SETTINGS_LABELS, posSettingsSchema, SETTINGS_BOUNDS } from '@counterpart/domain/schemas/settings'
import { PRODUCT_SKINS, type ProductSkin } from '@counterpart/domain/settings'
import { CELL, FormTextField } from '../../components/form-text-field.tsx'
import { useSettings } from './api/get-settings.ts'
import { useUpdatePosSettings } from './api/update-pos.ts'
import { ROLL_MAX_WIDTH_MM } from '../../components/print-page-size.ts'
import { bindSettingsFields, SettingsHeading, SwitchFields, labelledSwitches } from './components/form-fields.tsx'
import { PosFavouritesEditor } from './components/pos-favourites-editor.tsx'
import { SettingsForm } from './components/settings-form.tsx'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useSettingsForm } from './components/use-settings-form.ts'
import { useTranslation } from 'react-i18next'

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
/** Units are not language: kept out of the markup, where the text check would read them as words. */
const PERCENT = '%'
const MM = 'mm'
const MS = 'ms'

/** Each skin's name, by its colour (PRODUCT_SKINS names them in English). */
const SKIN_NAMES: Record<ProductSkin, string> = {
  white: 'settings:pos.skins.white',
  secondary: 'settings:pos.skins.secondary',
  warning: 'settings:pos.skins.warning',
  info: 'settings:pos.skins.info',
  primary: 'settings:pos.skins.primary',
  success: 'settings:pos.skins.success',
  error: 'settings:pos.skins.error',
}

/** The rate inputs' bounds, and any number of decimals to the browser: the schema allows three. */
const RATE_INPUT = {
  defaultDiscountRate: { htmlInput: { ...SETTINGS_BOUNDS.defaultDiscountRate, step: 'any' } },
  defaultTaxRate: { htmlInput: { ...SETTINGS_BOUNDS.defaultTaxRate, step: 'any' } },
} as const

/** POS settings (spec 000 §3, §5). */
export function PosSettingsPage() {
  const { t } = useTranslation('settings')
  const { pos } = useSettings()
  const mutation = useUpdatePosSettings()
  const { form, onSubmit, saving } = useSettingsForm(posSettingsSchema, pos, mutation)
  const { control } = form
  const { number, slider } = bindSettingsFields(control, POS_SETTINGS_LABELS)

  const posProductsLimitSlider = slider('posProductsLimit', { cell: CELL.thirdMd })
  const defaultDiscountRateField = number('defaultDiscountRate', {
    cell: CELL.thirdMd,
    unit: PERCENT,
    slotProps: RATE_INPUT.defaultDiscountRate,
  })
  const defaultTaxRateField = number('defaultTaxRate', {
    cell: CELL.thirdMd,
    unit: PERCENT,
    slotProps: RATE_INPUT.defaultTaxRate,
  })
  const printerWidthField = number('printerWidth', {
    cell: CELL.quarterMd,
    unit: MM,
    helperText: t('settings:pos.printerWidthHint', { max: ROLL_MAX_WIDTH_MM }),
  })
  const printerHightField = number('printerHight', {
    cell: CELL.quarterMd,
    unit: MM,
    helperText: t('settings:pos.printerHeightHint'),
  })
  const focusIntervelField = number('focusIntervel', {
    cell: CELL.thirdMd,
    unit: MS,
    helperText: t('settings:pos.focusHint'),
  })
  const scanningSensitivityField = number('scanningSensitivity', {
    cell: CELL.thirdMd,
    unit: MS,
    helperText: t('settings:pos.scanHint'),
  })
  const barcodeContainsDigitsField = number('barcodeContainsDigits', { cell: CELL.thirdMd })
  const offlineWarnMinutesField = number('offlineWarnMinutes', {
    cell: CELL.thirdMd,
    helperText: t('settings:pos.offlineWarnHint'),
  })
  const dueDaysField = number('dueDays', {
    cell: CELL.thirdMd,
    helperText: t('settings:pos.dueDaysHint'),
  })
  const offlinePriceToleranceField = number('offlinePriceTolerance', {
    cell: CELL.thirdMd,
    slotProps: { htmlInput: { ...SETTINGS_BOUNDS.offlinePriceTolerance, step: 'any' } },
    helperText: t('settings:pos.priceToleranceHint'),
  })
  const buybackHoldDaysField = number('buybackHoldDays', {
    cell: CELL.thirdMd,
    slotProps: { htmlInput: SETTINGS_BOUNDS.buybackHoldDays },
    helperText: t('settings:pos.holdDaysHint'),
  })
  const creditBonusRateField = number('creditBonusRate', {
    cell: CELL.thirdMd,
    slotProps: { htmlInput: SETTINGS_BOUNDS.creditBonusRate },
    helperText: t('settings:pos.creditBonusHint'),
  })
  const deviceWarrantyDaysField = number('deviceWarrantyDays', {
    cell: CELL.thirdMd,
    helperText: t('settings:pos.deviceWarrantyHint'),
  })
  const repairWarrantyDaysField = number('repairWarrantyDays', {
    cell: CELL.thirdMd,
    helperText: t('settings:pos.repairWarrantyHint'),
  })
  const giftCardMonthsField = number('giftCardMonths', {
    cell: CELL.thirdMd,
    helperText: t('settings:pos.giftCardMonthsHint'),
  })
  return (
    <SettingsLayout title={t('settings:sections.pos')}>
      <SettingsForm onSubmit={onSubmit} saving={saving} spacing={3}>
        {posProductsLimitSlider}
        {/* Typed, not slid: a rate takes three decimals (New York City's 8.875 %), which no slider reaches. */}
        {defaultDiscountRateField}
        {defaultTaxRateField}
        {printerWidthField}
        {printerHightField}
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="productSkin" label={POS_SETTINGS_LABELS.productSkin} select fullWidth>
            {Object.values(PRODUCT_SKINS).map((color) => (
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
                  <span>{t(SKIN_NAMES[color])}</span>
                </Stack>
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        {focusIntervelField}
        {scanningSensitivityField}
        {barcodeContainsDigitsField}
        <SettingsHeading>{t('settings:pos.options')}</SettingsHeading>
        <SwitchFields control={control} fields={OPTIONS} size={{ xs: 12, md: 4 }} />
        <SettingsHeading>{t('settings:pos.offline')}</SettingsHeading>
        {offlineWarnMinutesField}
        <SettingsHeading>{t('settings:pos.onAccount')}</SettingsHeading>
        {dueDaysField}
        <SwitchFields control={control} fields={TILL_OPTIONS} size={{ xs: 12, md: 8 }} />
        {offlinePriceToleranceField}
        <SettingsHeading>{t('settings:pos.buying')}</SettingsHeading>
        {buybackHoldDaysField}
        {creditBonusRateField}
        <SwitchFields control={control} fields={BUYBACK_OPTIONS} size={{ xs: 12, md: 8 }} />
        <Grid size={12}>
          <Typography variant="body2" color="text.secondary">
            {t('settings:pos.stolenCheckHint')}
          </Typography>
        </Grid>
        <SettingsHeading>{t('settings:pos.sellingDevices')}</SettingsHeading>
        {deviceWarrantyDaysField}
        <SettingsHeading>{t('settings:pos.repairs')}</SettingsHeading>
        {repairWarrantyDaysField}
        <SettingsHeading>{t('settings:pos.giftCards')}</SettingsHeading>
        <FormTextField
          control={control}
          name="giftCardAmounts"
          label={POS_SETTINGS_LABELS.giftCardAmounts}
          cell={CELL.thirdMd}
          helperText={t('settings:pos.giftCardAmountsHint')}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {giftCardMonthsField}
      </SettingsForm>
      <Divider sx={{ my: 3 }} />
      <PosFavouritesEditor />
    </SettingsLayout>
  )
}
