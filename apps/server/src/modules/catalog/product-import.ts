import { tr } from '@counterpart/domain/i18n/translate'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import {
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_LABELS,
  PRODUCT_IMPORT_LIMITS,
  PRODUCT_IMPORT_MESSAGES,
  productInputSchema,
  serviceInputSchema,
  type ProductImportColumn,
  type ProductImportPreview,
  type ProductImportRow,
} from '@counterpart/domain/schemas/catalog'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import { PRODUCT_TYPES } from '@counterpart/domain/constants'
import type { Database } from '../../db/schema.ts'
import { ValidationError } from '../../platform/errors.ts'
import type { ProductWrite } from './catalog-writes.ts'
import { readCsv } from './csv-read.ts'
import * as repo from './repository.ts'
import { toProductWrite } from './wire.ts'

/**
 * Products from a CSV file (issue 28, item 14): the file is read and every row checked as the product
 * form's create call checks it, plus what a file adds (categories by name, the same code twice in the
 * file). The preview answers every row with its errors; the import writes only a file without any.
 */

const FILE = 'file'

/**
 * The uploaded file of a multipart form, read up to the import's limit: a larger file, no file, or bytes
 * that are not CSV text are each a 422 on `file`.
 */
export async function readImportUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ValidationError({ body: [tr('messages:server.multipartOnly')] })
  let found: Buffer | null = null
  try {
    for await (const part of request.parts({ limits: { fileSize: PRODUCT_IMPORT_LIMITS.maxBytes } })) {
      if (part.type !== 'file') continue
      const buffer = await part.toBuffer()
      if (part.file.truncated) throw ValidationError.field(FILE, PRODUCT_IMPORT_MESSAGES.tooLarge)
      if (part.fieldname === FILE) found = buffer
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw ValidationError.field(FILE, PRODUCT_IMPORT_MESSAGES.tooLarge)
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new ValidationError({ body: [tr('messages:server.tooManyParts')] })
    }
    throw error
  }
  if (!found || found.length === 0) throw ValidationError.field(FILE, PRODUCT_IMPORT_MESSAGES.missing)
  return found
}

/** The header row's columns: each known once, `name` among them; a 422 on `file` otherwise. */
function headerColumns(header: readonly string[]): (ProductImportColumn | null)[] {
  const byKey = new Map(PRODUCT_IMPORT_COLUMNS.map((column) => [column.toLowerCase(), column]))
  const unknown: string[] = []
  const seen = new Set<ProductImportColumn>()
  const columns = header.map((cell) => {
    const name = cell.trim()
    if (name === '') return null
    // 'unitOfMeasure', 'Unit of measure' and 'unit_of_measure' are the same column.
    const column = byKey.get(name.toLowerCase().replace(/[\s_]/g, ''))
    if (!column) {
      unknown.push(name)
      return null
    }
    if (seen.has(column)) throw ValidationError.field(FILE, PRODUCT_IMPORT_MESSAGES.repeatedColumn(name))
    seen.add(column)
    return column
  })
  if (unknown.length > 0) throw ValidationError.field(FILE, PRODUCT_IMPORT_MESSAGES.unknownColumns(unknown))
  if (!seen.has('name')) throw ValidationError.field(FILE, PRODUCT_IMPORT_MESSAGES.noNameColumn)
  return columns
}

/** The file's data rows as cells by column, each with its row number as a spreadsheet shows it. */
export function importRecords(buffer: Buffer): {
  columns: ProductImportColumn[]
  rows: { row: number; values: Partial<Record<ProductImportColumn, string>>; extraCells: boolean }[]
} {
  // The header, the allowed rows, and one more to tell a file that is too long.
  const read = readCsv(buffer, PRODUCT_IMPORT_LIMITS.maxRows + 2)
  if (!read.ok) {
    throw ValidationError.field(
      FILE,
      read.reason === 'notText' ? PRODUCT_IMPORT_MESSAGES.notCsv : PRODUCT_IMPORT_MESSAGES.unclosedQuote(read.record),
    )
  }
  const [header, ...data] = read.records
  if (!header || data.length === 0) throw ValidationError.field(FILE, PRODUCT_IMPORT_MESSAGES.empty)
  if (data.length > PRODUCT_IMPORT_LIMITS.maxRows)
    throw ValidationError.field(FILE, PRODUCT_IMPORT_MESSAGES.tooManyRows)
  const columns = headerColumns(header)
  return {
    columns: columns.filter((column): column is ProductImportColumn => column !== null),
    rows: data.map((cells, index) => {
      const values: Partial<Record<ProductImportColumn, string>> = {}
      columns.forEach((column, position) => {
        if (column) values[column] = (cells[position] ?? '').trim()
      })
      const extraCells = cells.slice(columns.length).some((cell) => cell.trim() !== '')
      return { row: index + 2, values, extraCells }
    }),
  }
}

/** What the checks of a file read from the database once, before looking at its rows. */
export interface ImportLookups {
  /** Category ids by lower-cased name (a name may be on several categories). */
  categories: Map<string, number[]>
  units: readonly string[]
  takenSkus: Set<string>
  takenBarcodes: Set<string>
}

export async function importLookups(
  db: Kysely<Database>,
  units: readonly string[],
  rows: readonly { values: Partial<Record<ProductImportColumn, string>> }[],
): Promise<ImportLookups> {
  const categories = new Map<string, number[]>()
  for (const category of await repo.listCategories(db)) {
    const key = category.name.trim().toLowerCase()
    categories.set(key, [...(categories.get(key) ?? []), category.id])
  }
  const codes = (column: 'sku' | 'barcode') =>
    rows.map((row) => row.values[column] ?? '').filter((value): value is string => value !== '')
  return {
    categories,
    units,
    takenSkus: await repo.takenCodes(db, 'sku', codes('sku')),
    takenBarcodes: await repo.takenCodes(db, 'barcode', codes('barcode')),
  }
}

/** The column of the file a field of the product form's schema comes from. */
const COLUMN_OF_FIELD: Record<string, ProductImportColumn> = {
  category_id: 'category',
  ...Object.fromEntries(PRODUCT_IMPORT_COLUMNS.map((column) => [column, column])),
}

export interface CheckedImport {
  preview: ProductImportPreview
  /** The products to create, in the file's order, when no row has an error. */
  products: { row: number; write: ProductWrite }[]
}

/**
 * Every row checked: the product form's schema (the same messages, with its labels), then the category
 * by name, the unit against the units setting, and each SKU and barcode against the catalogue and the
 * rows above it.
 */
export async function checkImport(
  file: ReturnType<typeof importRecords>,
  lookups: ImportLookups,
): Promise<CheckedImport> {
  const firstRowOf = { sku: new Map<string, number>(), barcode: new Map<string, number>() }
  const products: CheckedImport['products'] = []
  const rows: ProductImportRow[] = []
  for (const [index, { row, values, extraCells }] of file.rows.entries()) {
    // 5,000 rows take about 100 ms to check: other requests get their turn every 500.
    if (index > 0 && index % 500 === 0) await new Promise((resolve) => setImmediate(resolve))
    const errors: Record<string, string[]> = {}
    const add = (column: string, message: string) => (errors[column] ??= []).push(message)
    if (extraCells) add(FILE, PRODUCT_IMPORT_MESSAGES.extraCells(row))

    const cell = (column: ProductImportColumn) => (values[column] === '' ? undefined : values[column])
    const typed = cell('type')
    const type = PRODUCT_TYPES.find((known) => known.toLowerCase() === typed?.toLowerCase()) ?? typed

    let category_id: number | null = null
    const categoryName = cell('category')
    if (categoryName !== undefined) {
      const ids = lookups.categories.get(categoryName.toLowerCase()) ?? []
      if (ids.length === 0) add('category', PRODUCT_IMPORT_MESSAGES.unknownCategory(categoryName))
      else if (ids.length > 1) add('category', PRODUCT_IMPORT_MESSAGES.ambiguousCategory(categoryName))
      else category_id = ids[0] ?? null
    }

    const schema = type === 'Service' ? serviceInputSchema : productInputSchema
    const parsed = schema.safeParse({
      name: values.name ?? '',
      sku: cell('sku'),
      barcode: cell('barcode'),
      category_id,
      type,
      price: cell('price'),
      cost: cell('cost'),
      qty: cell('qty'),
      unitOfMeasure: cell('unitOfMeasure'),
      description: cell('description'),
    })
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? FILE)
        add(COLUMN_OF_FIELD[field] ?? FILE, issue.message)
      }
    }

    const unit = cell('unitOfMeasure')
    if (unit !== undefined && !lookups.units.includes(unit)) {
      add('unitOfMeasure', FIELD_MESSAGES.selected(PRODUCT_IMPORT_LABELS.unitOfMeasure))
    }
    for (const column of ['sku', 'barcode'] as const) {
      const code = cell(column)
      if (code === undefined) continue
      const taken = column === 'sku' ? lookups.takenSkus : lookups.takenBarcodes
      if (taken.has(code)) add(column, FIELD_MESSAGES.taken(PRODUCT_IMPORT_LABELS[column]))
      const earlier = firstRowOf[column].get(code)
      if (earlier !== undefined)
        add(column, PRODUCT_IMPORT_MESSAGES.repeatedInFile(PRODUCT_IMPORT_LABELS[column], earlier))
      else firstRowOf[column].set(code, row)
    }

    if (parsed.success && Object.keys(errors).length === 0) products.push({ row, write: toProductWrite(parsed.data) })
    const shown: Record<string, string> = {}
    for (const column of file.columns) shown[column] = values[column] ?? ''
    rows.push({ row, values: shown, errors })
  }
  const invalid = rows.filter((row) => Object.keys(row.errors).length > 0).length
  return {
    preview: { columns: file.columns, rows, total: rows.length, invalid },
    products: invalid === 0 ? products : [],
  }
}

/** The template: the header row and one example row, as the import reads them. */
export function importTemplate(example: { category: string; unit: string }): string[][] {
  const sample: Record<ProductImportColumn, string> = {
    name: 'USB-C cable 1 m',
    sku: 'CBL-USBC-1M',
    barcode: '',
    category: example.category,
    price: '9.99',
    cost: '3.50',
    type: 'Standard',
    unitOfMeasure: example.unit,
    qty: '25',
    description: tr('messages:server.importSampleDescription'),
  }
  return [[...PRODUCT_IMPORT_COLUMNS], PRODUCT_IMPORT_COLUMNS.map((column) => sample[column])]
}
