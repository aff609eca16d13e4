// The translation rules alone, without type information: seconds instead of minutes, for checking a folder
// while converting it (npx eslint --no-config-lookup -c eslint-rules/i18n-only.config.js <files>). npm run lint
// runs the same rules inside the full configuration (eslint.config.js).
import i18next from 'eslint-plugin-i18next'
import tseslint from 'typescript-eslint'
import rule from './no-untranslated-text.js'
import { I18N_TEXT_ATTRIBUTES } from './i18n-options.js'
export default [
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    files: ['**/*.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', I18N_TEXT_ATTRIBUTES] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/apps/server/src/platform/openapi.ts'],
    plugins: { counterpart: { rules: { 'no-untranslated-text': rule } } },
    rules: { 'counterpart/no-untranslated-text': 'error' },
  },
]
