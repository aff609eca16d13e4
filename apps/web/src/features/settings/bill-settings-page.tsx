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
import { useTranslation } from 'react-i18next'
import { tr } from '@counterpart/domain/i18n/translate'

const FONT_SIZES = [
  'billItemFontSize',
  'billItemQtyFontSize',
  'billTermsFontSize',
  'billDateTimeTransFontSize',
  'billHrFontSize',
] as const

const TEXT_FLOW_LABELS: Record<(typeof BILL_TEXT_FLOWS)[number], string> = {
  get 'text-left'() {
    return tr('settings:bill.flow.left')
  },
  get 'text-center'() {
    return tr('settings:bill.flow.center')
  },
  get 'text-right'() {
    return tr('settings:bill.flow.right')
  },
}

/** Not language: kept out of the markup, where the text check would read it as a word. */
const PX = 'px'

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
  const { t } = useTranslation('settings')
  const { bill } = useSettings()
  const textFlowOptions = BILL_TEXT_FLOWS.map((value) => ({ value, label: TEXT_FLOW_LABELS[value] }))
  const mutation = useUpdateBillSettings()
  const { form, onSubmit, saving } = useSettingsForm(billSettingsSchema, bill, mutation)
  const { control } = form
  const { number, slider } = bindSettingsFields(control, BILL_SETTINGS_LABELS)
  const select = bindSelectFields(control, BILL_SETTINGS_LABELS)

  const billtextFlowSelect = select('billtextFlow', textFlowOptions, { cell: { xs: 12, md: 6, lg: 4 } })
  const billLogoWidthField = number('billLogoWidth', { cell: CELL.quarterMd, unit: PX })
  const billLogoHeightField = number('billLogoHeight', { cell: CELL.quarterMd, unit: PX })
  return (
    <SettingsLayout title={t('settings:sections.bill')}>
      <SettingsForm onSubmit={onSubmit} saving={saving} spacing={3}>
        {FONT_SIZES.map((name) => (
          <Fragment key={name}>{slider(name, { cell: { xs: 12, md: 6, lg: 4 }, unit: PX })}</Fragment>
        ))}
        {billtextFlowSelect}
        {billLogoWidthField}
        {billLogoHeightField}
        <SettingsHeading>{t('settings:bill.shownOnSlip')}</SettingsHeading>
        <SwitchFields control={control} fields={FLAGS} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} />
      </SettingsForm>
    </SettingsLayout>
  )
}
