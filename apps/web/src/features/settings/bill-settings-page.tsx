import { BILL_SETTINGS_LABELS, billSettingsSchema } from '@counterpart/domain/schemas/settings'
import { BILL_TEXT_FLOWS } from '@counterpart/domain/settings'
import { Fragment } from 'react'
import { bindSelectFields } from '../../components/form-choice-fields.tsx'
import { useSettings } from './api/get-settings.ts'
import { useUpdateBillSettings } from './api/update-bill.ts'
import { bindSettingsFields, SettingsHeading, SwitchFields, labelledSwitches } from './components/form-fields.tsx'
import { SettingsForm } from './components/settings-form.tsx'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useSettingsForm } from './components/use-settings-form.ts'
import { CELL } from '../../components/form-text-field.tsx'

const FONT_SIZES = [
  'billItemFontSize',
  'billItemQtyFontSize',
  'billTermsFontSize',
  'billDateTimeTransFontSize',
  'billHrFontSize',
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
  const { number, slider } = bindSettingsFields(control, BILL_SETTINGS_LABELS)
  const select = bindSelectFields(control, BILL_SETTINGS_LABELS)

  return (
    <SettingsLayout title="Bill">
      <SettingsForm onSubmit={onSubmit} saving={saving} spacing={3}>
        {FONT_SIZES.map((name) => (
          <Fragment key={name}>{slider(name, { cell: { xs: 12, md: 6, lg: 4 }, unit: 'px' })}</Fragment>
        ))}
        {select('billtextFlow', TEXT_FLOW_OPTIONS, { cell: { xs: 12, md: 6, lg: 4 } })}
        {number('billLogoWidth', { cell: CELL.quarterMd, unit: 'px' })}
        {number('billLogoHeight', { cell: CELL.quarterMd, unit: 'px' })}
        <SettingsHeading>Shown on the slip</SettingsHeading>
        <SwitchFields control={control} fields={FLAGS} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} />
      </SettingsForm>
    </SettingsLayout>
  )
}
