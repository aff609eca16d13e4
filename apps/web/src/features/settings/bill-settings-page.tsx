import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { BILL_SETTINGS_LABELS, billSettingsSchema, SETTINGS_BOUNDS } from '@counterpart/domain/schemas/settings'
import { BILL_TEXT_FLOWS, type BillSettings } from '@counterpart/domain/settings'
import { FormTextField } from '../../components/form-text-field.tsx'
import { useSettings } from './api/get-settings.ts'
import { useUpdateBillSettings } from './api/update-bill.ts'
import { NumberField, SliderField, SwitchField } from './components/form-fields.tsx'
import { SettingsForm } from './components/settings-form.tsx'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useSettingsForm } from './components/use-settings-form.ts'

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

const FLAGS: { name: keyof BillSettings; label: string }[] = [
  { name: 'billLogo', label: BILL_SETTINGS_LABELS.billLogo },
  { name: 'billLogoRound', label: BILL_SETTINGS_LABELS.billLogoRound },
  { name: 'billAppName', label: BILL_SETTINGS_LABELS.billAppName },
  { name: 'billAddress', label: BILL_SETTINGS_LABELS.billAddress },
  { name: 'billPhone', label: BILL_SETTINGS_LABELS.billPhone },
  { name: 'billType', label: BILL_SETTINGS_LABELS.billType },
  { name: 'billBarcode', label: BILL_SETTINGS_LABELS.billBarcode },
  { name: 'billItemUnit', label: BILL_SETTINGS_LABELS.billItemUnit },
  { name: 'billBy', label: BILL_SETTINGS_LABELS.billBy },
  { name: 'billDateTime', label: BILL_SETTINGS_LABELS.billDateTime },
  { name: 'billRefrence', label: BILL_SETTINGS_LABELS.billRefrence },
]

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
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <FormTextField
            control={control}
            name="billtextFlow"
            label={BILL_SETTINGS_LABELS.billtextFlow}
            select
            fullWidth
          >
            {BILL_TEXT_FLOWS.map((flow) => (
              <MenuItem key={flow} value={flow}>
                {TEXT_FLOW_LABELS[flow]}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <NumberField
            control={control}
            name="billLogoWidth"
            label={`${BILL_SETTINGS_LABELS.billLogoWidth} (px)`}
            slotProps={{ htmlInput: b.billLogoWidth }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <NumberField
            control={control}
            name="billLogoHeight"
            label={`${BILL_SETTINGS_LABELS.billLogoHeight} (px)`}
            slotProps={{ htmlInput: b.billLogoHeight }}
          />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle1" component="h3">
            Shown on the slip
          </Typography>
        </Grid>
        {FLAGS.map(({ name, label }) => (
          <Grid key={name} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <SwitchField control={control} name={name} label={label} />
          </Grid>
        ))}
      </SettingsForm>
    </SettingsLayout>
  )
}
