import Grid from '@mui/material/Grid'
import { BILL_SETTINGS_LABELS, billSettingsSchema, SETTINGS_BOUNDS } from '@counterpart/domain/schemas/settings'
import { BILL_TEXT_FLOWS } from '@counterpart/domain/settings'
import { FormSelectField } from '../../components/form-choice-fields.tsx'
import { useSettings } from './api/get-settings.ts'
import { useUpdateBillSettings } from './api/update-bill.ts'
import { NumberField, SettingsHeading, SliderField, SwitchFields, labelledSwitches } from './components/form-fields.tsx'
import { SettingsForm } from './components/settings-form.tsx'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useSettingsForm } from './components/use-settings-form.ts'
import { CELL } from '../../components/form-text-field.tsx'

const b = SETTINGS_BOUNDS

const FONT_SIZES = [
  { name: 'billItemFontSize', label: BILL_SETTINGS_LABELS.billItemFontSize },
  { name: 'billItemQtyFontSize', label: BILL_SETTINGS_LABELS.billItemQtyFontSize },
  { name: 'billTermsFontSize', label: BILL_SETTINGS_LABELS.billTermsFontSize },
  { name: 'billDateTimeTransFontSize', label: BILL_SETTINGS_LABELS.billDateTimeTransFontSize },
  { name: 'billHrFontSize', label: BILL_SETTINGS_LABELS.billHrFontSize },
] as const

const TEXT_FLOW_LABELS: Record<(typeof BILL_TEXT_FLOWS)[number], string> = {
  'text-left': 'Left',
  'text-center': 'Center',
  'text-right': 'Right',
}
const TEXT_FLOW_OPTIONS = BILL_TEXT_FLOWS.map((value) => ({ value, label: TEXT_FLOW_LABELS[value] }))

const FLAGS = labelledSwitches(BILL_SETTINGS_LABELS, [
  'billLogo',
  'billLogoRound',
  'billAppName',
  'billAddress',
  'billPhone',
  'billType',
  'billBarcode',
  'billItemUnit',
  'billBy',
  'billDateTime',
  'billRefrence',
])

/** Bill (slip) settings (spec 000 §3, §5, §9). */
export function BillSettingsPage() {
  const { bill } = useSettings()
  const mutation = useUpdateBillSettings()
  const { form, onSubmit, saving } = useSettingsForm(billSettingsSchema, bill, mutation)
  const { control } = form

  return (
    <SettingsLayout title="Bill">
      <SettingsForm onSubmit={onSubmit} saving={saving} spacing={3}>
        {FONT_SIZES.map(({ name, label }) => (
          <Grid key={name} size={{ xs: 12, md: 6, lg: 4 }}>
            <SliderField control={control} name={name} label={label} unit="px" {...b[name]} />
          </Grid>
        ))}
        <FormSelectField
          cell={{ xs: 12, md: 6, lg: 4 }}
          control={control}
          name="billtextFlow"
          label={BILL_SETTINGS_LABELS.billtextFlow}
          options={TEXT_FLOW_OPTIONS}
        />
        <NumberField
          cell={CELL.quarterMd}
          control={control}
          name="billLogoWidth"
          label={`${BILL_SETTINGS_LABELS.billLogoWidth} (px)`}
          slotProps={{ htmlInput: b.billLogoWidth }}
        />
        <NumberField
          cell={CELL.quarterMd}
          control={control}
          name="billLogoHeight"
          label={`${BILL_SETTINGS_LABELS.billLogoHeight} (px)`}
          slotProps={{ htmlInput: b.billLogoHeight }}
        />
        <SettingsHeading>Shown on the slip</SettingsHeading>
        <SwitchFields control={control} fields={FLAGS} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} />
      </SettingsForm>
    </SettingsLayout>
  )
}
