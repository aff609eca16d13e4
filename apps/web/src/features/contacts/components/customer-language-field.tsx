import { useTranslation } from 'react-i18next'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { LANGUAGE_NAMES, LANGUAGES } from '@counterpart/domain/i18n/languages'
import { LANGUAGE_SETTINGS_LABELS } from '@counterpart/domain/schemas/languages'
import { FormSelectField } from '../../../components/form-choice-fields.tsx'
import { CELL } from '../../../components/form-text-field.tsx'
import { useConfigs } from '../../../lib/app-configuration.ts'

/**
 * The language of a customer's receipts, invoices, mails and tracking page (issue 32 §3): one of those the
 * shop speaks, each named in itself, or the shop's own.
 */
export function CustomerLanguageField<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('contacts')
  const shop = LANGUAGE_NAMES[useConfigs().language]
  const options = [
    { value: '', label: t('contacts:language.shop', { name: shop }) },
    ...LANGUAGES.map((language) => ({
      value: language,
      label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
    })),
  ]
  return (
    <FormSelectField
      control={control}
      name={'language' as FieldPath<T>}
      label={LANGUAGE_SETTINGS_LABELS.customerLanguage}
      options={options}
      cell={CELL.half}
      helperText={t('contacts:language.hint')}
    />
  )
}
