import { z } from 'zod'
import { LANGUAGES } from '../i18n/languages.ts'
import { estimateAnswerSchema, trackRepairAnswerSchema } from './repair-estimates.ts'
import { trackedPhotoSchema } from './repair-evidence.ts'

/**
 * Issue 32 §3: a public page reads in its customer's language, else the visitor's browser's, else the
 * shop's. Each public answer names the language it was written in, so the page pins itself to it (its own
 * texts then match the server's).
 */
const publicLanguageField = { language: z.enum(LANGUAGES) }

/** POST /track-repair: the spec's answer and issue 30's additions, with the language it reads in. */
export const trackRepairPublicAnswerSchema = trackRepairAnswerSchema.extend(publicLanguageField)
export type TrackRepairPublicAnswer = z.infer<typeof trackRepairPublicAnswerSchema>

/** POST /track-repair/{key}/estimate: the customer's answer acknowledged, in their language. */
export const publicEstimateAnswerSchema = estimateAnswerSchema.extend(publicLanguageField)

/** POST /track-repair/photos: the photos the customer may see, with the language of the page. */
export const trackedPhotosAnswerSchema = z.object({ items: z.array(trackedPhotoSchema), ...publicLanguageField })
