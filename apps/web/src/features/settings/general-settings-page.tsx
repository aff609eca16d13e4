import Autocomplete from '@mui/material/Autocomplete'
import Grid from '@mui/material/Grid'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { GENERAL_SETTINGS_LABELS, generalSettingsSchema } from '@counterpart/domain/schemas/settings'
import { DATE_FORMATS } from '@counterpart/domain/settings'
import { useMemo } from 'react'
import { useController, useWatch } from 'react-hook-form'
import { bindTextFields, CELL, FormTextField } from '../../components/form-text-field.tsx'
import { formatDate, formatMoney } from '@counterpart/domain/format'
import { bindSelectFields } from '../../components/form-choice-fields.tsx'
import { useSettings } from './api/get-settings.ts'
import { useUpdateGeneralSettings } from './api/update-general.ts'
import { bindSettingsFields, SettingsHeading, SwitchFields, labelledSwitches } from './components/form-fields.tsx'
import { LanguageSettingsFields } from './components/language-fields.tsx'
import { SettingsForm } from './components/settings-form.tsx'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useSettingsForm } from './components/use-settings-form.ts'
import { Trans, useTranslation } from 'react-i18next'

/** Units and directions are not language: kept out of the markup, where the text check would read them as words. */
const PX = 'px'
const APP_URL_EXAMPLE = 'https://shop.example.com'
const LTR_INPUT = { htmlInput: { dir: 'ltr' } } as const

const SAMPLE_DATE = '2026-03-08T14:05:09Z'
const SAMPLE_AMOUNT = 1234.5
const DATE_FORMAT_OPTIONS = DATE_FORMATS.map((value) => ({
  value,
  label: `${value}  —  ${formatDate(SAMPLE_DATE, value, 'UTC')}`,
}))

const CURRENCY_SWITCHES = labelledSwitches(GENERAL_SETTINGS_LABELS, ['symbolOnLeft', 'spaceBetweenAmountAndSymbol'])

const APPEARANCE_SWITCHES = labelledSwitches(GENERAL_SETTINGS_LABELS, ['theme', 'rtl'])

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return ['UTC']
  }
}

/** General settings (spec 000 §3): shop identity, formats, theme, direction and sound. */
export function GeneralSettingsPage() {
  const { t } = useTranslation('settings')
  const { general, configuredAppUrl } = useSettings()
  const mutation = useUpdateGeneralSettings()
  const { form, onSubmit, saving } = useSettingsForm(generalSettingsSchema, general, mutation)
  const { control } = form
  const field = bindTextFields(control, GENERAL_SETTINGS_LABELS)
  const { number, slider } = bindSettingsFields(control, GENERAL_SETTINGS_LABELS)
  const select = bindSelectFields(control, GENERAL_SETTINGS_LABELS)
  const [symbol, symbolOnLeft, spaceBetweenAmountAndSymbol, timezone] = useWatch({
    control,
    name: ['symbol', 'symbolOnLeft', 'spaceBetweenAmountAndSymbol', 'timezone'],
  })
  const zones = useMemo(timeZones, [])
  const tz = useController({ control, name: 'timezone' })

  const siteNameField = field('site_name', { cell: CELL.halfMd, required: true })
  const phoneField = field('phone', { cell: CELL.halfMd, required: true, slotProps: LTR_INPUT })
  const address1Field = field('address_1', { cell: CELL.thirdMd, required: true })
  const logoWidthField = number('logoWidth', { cell: CELL.quarterMd, unit: PX })
  const logoHightField = number('logoHight', { cell: CELL.quarterMd, unit: PX })
  const dateFormatSelect = select('dateFormat', DATE_FORMAT_OPTIONS, { cell: CELL.halfMd })
  const symbolField = field('symbol', { cell: { xs: 12, md: 3 }, required: true })
  const volumeSlider = slider('volume', { cell: CELL.halfMd })
  return (
    <SettingsLayout title={t('settings:sections.general')}>
      <SettingsForm onSubmit={onSubmit} saving={saving}>
        {siteNameField}
        {phoneField}
        {address1Field}
        <FormTextField
          cell={CELL.thirdMd}
          control={control}
          name="address_2"
          label={t('settings:optional', { label: GENERAL_SETTINGS_LABELS.address_2 })}
        />
        <FormTextField
          cell={CELL.thirdMd}
          control={control}
          name="address_3"
          label={t('settings:optional', { label: GENERAL_SETTINGS_LABELS.address_3 })}
        />
        {logoWidthField}
        {logoHightField}
        {dateFormatSelect}
        <Grid size={{ xs: 12, md: 6 }}>
          <Autocomplete
            options={zones}
            value={tz.field.value || null}
            onChange={(_event, value) => tz.field.onChange(value ?? '')}
            renderInput={(params) => (
              <TextField
                {...params}
                name="timezone"
                label={GENERAL_SETTINGS_LABELS.timezone}
                error={tz.fieldState.error !== undefined}
                helperText={
                  tz.fieldState.error?.message ?? (timezone ? undefined : t('settings:general.timezoneBlank'))
                }
              />
            )}
          />
        </Grid>
        <FormTextField
          cell={CELL.halfMd}
          control={control}
          name="ownnerInfo"
          label={t('settings:optional', { label: GENERAL_SETTINGS_LABELS.ownnerInfo })}
          helperText={t('settings:general.ownerInfoHint')}
        />

        <FormTextField
          cell={CELL.halfMd}
          control={control}
          name="app_url"
          label={GENERAL_SETTINGS_LABELS.app_url}
          placeholder={APP_URL_EXAMPLE}
          helperText={
            configuredAppUrl ? (
              <Trans
                t={t}
                i18nKey="settings:general.appUrlSet"
                values={{ url: configuredAppUrl }}
                components={{ b: <bdi /> }}
              />
            ) : (
              t('settings:general.appUrlHint')
            )
          }
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url', readOnly: configuredAppUrl !== null } }}
        />

        <SettingsHeading sx={{ mt: 1 }}>{t('settings:general.currency')}</SettingsHeading>
        {symbolField}
        <SwitchFields control={control} fields={CURRENCY_SWITCHES} size={{ xs: 12, md: 3 }} />
        <Grid size={{ xs: 12, md: 3 }}>
          <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
            {t('settings:general.example')}{' '}
            <strong data-testid="currency-example">
              {formatMoney(SAMPLE_AMOUNT, {
                symbol: symbol ?? '',
                symbolOnLeft: symbolOnLeft === true,
                spaceBetweenAmountAndSymbol: spaceBetweenAmountAndSymbol === true,
              })}
            </strong>
          </Typography>
        </Grid>

        <LanguageSettingsFields control={control} />

        <SettingsHeading sx={{ mt: 1 }}>{t('settings:general.appearance')}</SettingsHeading>
        <SwitchFields control={control} fields={APPEARANCE_SWITCHES} size={{ xs: 12, md: 3 }} />
        {volumeSlider}
      </SettingsForm>
    </SettingsLayout>
  )
}
