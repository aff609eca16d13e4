import { useTranslation } from 'react-i18next'

/**
 * "Loading the bill" and "The bill could not be loaded." for a record named by its English noun ("bill",
 * "till session"). The nouns the pages use are a closed family of the resources, so each language names
 * the record in its own words (with its article); a noun outside the family, or one a caller has already
 * translated, goes into the sentence as it is.
 */
export function useRecordTexts(record: string): { loading: string; failed: string } {
  const { t, i18n } = useTranslation('common')
  const key = record
    .replace(/'s\b/g, 's')
    .replace(/[^A-Za-z ]/g, '')
    .replace(/ (\w)/g, (_match, letter: string) => letter.toUpperCase())
  const noun = i18n.exists(`common:records.nouns.${key}`) ? t(`common:records.nouns.${key}`) : record
  return {
    loading: t('common:records.loading', { record: noun }),
    failed: t('common:records.failed', { record: noun }),
  }
}
