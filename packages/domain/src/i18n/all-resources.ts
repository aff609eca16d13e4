import { RESOURCES } from '../locales/resources.ts'
import { initTranslations } from './translate.ts'

/**
 * Imported first by the server's entry, its scripts and the tests: every language at hand before any module
 * that builds a schema or a label map is evaluated (those capture their English texts when they load).
 */
initTranslations(RESOURCES)
