import createCache, { type EmotionCache } from '@emotion/cache'
import { prefixer } from 'stylis'
import rtlPlugin from 'stylis-plugin-rtl'

/**
 * The style cache of right-to-left shops. stylis-plugin-rtl rewrites every rule and brings its own
 * stylis and cssjanus, so it is loaded (by theme.tsx) only when a shop chose right-to-left.
 */
export function createRtlCache(): EmotionCache {
  return createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
}
