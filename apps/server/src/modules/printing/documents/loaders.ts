import type { Kysely } from 'kysely'
import type { PrintJobKind } from '@counterpart/domain/schemas/printing'
import type { Database } from '../../../db/schema.ts'
import type { SettingsService } from '../../settings/service.ts'
import type { PrintDocument } from '../print-document.ts'
import { saleReceiptLoader } from './load-sale-receipt.ts'

/**
 * How each kind of job finds what it prints: a document is built from its record as stored when the job is
 * sent, so what prints is what was committed (a job keeps only its record's id and a few options).
 */

export interface DocumentContext {
  db: Kysely<Database>
  settings: SettingsService
}

/** The options a job keeps beside its record's id: `bytes` (base64) printed as stored, or how to print it. */
export interface JobPayload {
  bytes?: string
  openDrawer?: boolean
}

export type DocumentLoader = (
  context: DocumentContext,
  documentId: number,
  payload: JobPayload,
) => Promise<PrintDocument>

export const DOCUMENT_LOADERS: Partial<Record<PrintJobKind, DocumentLoader>> = {
  receipt: saleReceiptLoader,
}
