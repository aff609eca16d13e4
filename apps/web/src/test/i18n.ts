import { initReactI18next } from 'react-i18next'
import { RESOURCES } from '@counterpart/domain/locales/resources.ts'
import { i18n, initTranslations } from '@counterpart/domain/i18n/translate'

// Component tests render in English with every resource at hand (no lazy loading, no suspending).
i18n.use(initReactI18next)
initTranslations(RESOURCES, 'en', { react: { useSuspense: false } })
