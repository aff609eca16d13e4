import { useTranslation } from 'react-i18next'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { LANGUAGE_NAMES, LANGUAGES } from '@counterpart/domain/i18n/languages'
import { LANGUAGE_SETTINGS_LABELS } from '@counterpart/domain/schemas/languages'
import { CELL } from '../../../components/form-text-field.tsx'
import { FormSelectField } from '../../../components/form-choice-fields.tsx'
import { SettingsHeading } from './form-fields.tsx'

/** Each language named in itself: whoever looks for theirs recognises it, whatever the page's language. */
export const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
}))

/**
 * The shop's language and, for Arabic, its digits (issue 32 §2-3): what staff who chose no language of their
 * own read, what customers without one get on paper and by mail, and what the public pages open in.
 */
export function LanguageSettingsFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('settings')
  const digits = [
    { value: 'latn', label: t('settings:languages.latinDigits') },
    { value: 'arab', label: t('settings:languages.arabicDigits') },
  ]
  return (
    <>
      <SettingsHeading sx={{ mt: 1 }}>{t('settings:languages.heading')}</SettingsHeading>
      <FormSelectField
        control={control}
        name={'language' as FieldPath<T>}
        label={LANGUAGE_SETTINGS_LABELS.language}
        options={LANGUAGE_OPTIONS}
        cell={CELL.halfMd}
        helperText={t('settings:languages.languageHint')}
      />
      <FormSelectField
        control={control}
        name={'arabicDigits' as FieldPath<T>}
        label={LANGUAGE_SETTINGS_LABELS.arabicDigits}
        options={digits}
        cell={CELL.halfMd}
        helperText={t('settings:languages.digitsHint')}
      />
    </>
  )
}
