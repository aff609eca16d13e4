/**
 * eslint-plugin-i18next's options: JSX text, and the JSX attributes that show text, must come from the
 * translations. Words that are not language pass: codes and symbols, all-capital codes ("IMEI", "SKU"),
 * and the odd typographic mark.
 */
export const I18N_TEXT_ATTRIBUTES = {
  mode: 'jsx-only',
  'jsx-attributes': {
    include: [
      '^label$',
      '^title$',
      '^placeholder$',
      '^helperText$',
      '^aria-label$',
      '^aria-description$',
      '^alt$',
      '^tooltip$',
      '^description$',
      '^heading$',
      '^subheader$',
      '^primary$',
      '^secondary$',
      '^message$',
      '^emptyText$',
      '^confirmLabel$',
      '^actionLabel$',
      '^text$',
      '^caption$',
    ],
  },
  'jsx-components': { exclude: ['Trans'] },
  words: {
    exclude: ['[0-9!-/:-@[-`{-~\\s·•–—×…→←↑↓✓✕]+', '[A-Z0-9_-]+', '^\\s*[A-Z]{2,}[0-9A-Z ./-]*\\s*$', '^\\p{Emoji}+$'],
  },
}
