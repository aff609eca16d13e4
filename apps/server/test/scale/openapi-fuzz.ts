import fc from 'fast-check'
import { formData, TINY_PNG, type FilePart } from '../form-data.ts'

/**
 * Requests generated from the OpenAPI document (GET /api/docs): for each operation, bodies that follow its
 * JSON schema loosely (most fields plausible, some of the wrong type, some huge, unknown fields added),
 * bodies that are not what it expects at all (random JSON, malformed JSON, multipart), bad path ids and
 * bad query values. Deterministic for a given seed.
 */

export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  maxItems?: number
  pattern?: string
  additionalProperties?: boolean | JsonSchema
}

export interface Operation {
  method: string
  /** OpenAPI path, e.g. /api/product/{id} */
  path: string
  pathParams: string[]
  query: { name: string; schema: JsonSchema }[]
  body: { kind: 'json'; schema: JsonSchema } | { kind: 'multipart' } | null
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema: JsonSchema }[]
        requestBody?: { content: Record<string, { schema: JsonSchema }> }
      }
    >
  >
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? []
      const content = operation.requestBody?.content ?? {}
      const json = content['application/json']
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        query: parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema })),
        body: json
          ? { kind: 'json', schema: json.schema }
          : content['multipart/form-data']
            ? { kind: 'multipart' }
            : null,
      })
    }
  }
  return operations
}

/** About 100 KB of text: bigger than any field allows, smaller than the 1 MB body limit. */
export const HUGE = 'Ω'.repeat(20) + 'x'.repeat(100_000)

const oddValues: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.001,
  1e308,
  -1e308,
  2 ** 53 + 1,
  99999999999,
  '',
  ' ',
  'abc',
  '1',
  '-1',
  '0',
  '1e999',
  'NaN',
  '2026-13-45',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%_\\',
  '\u0000',
  '💥🧪',
  '../../etc/passwd',
  HUGE,
  [],
  {},
  [1, 'a', null],
  { id: 1 },
]
const odd = fc.constantFrom(...oddValues)

export const BAD_IDS = ['1', '2', '-1', '0', 'abc', '99999999999', '..%2Fx', '../x', '1.5', '1e3', '%20', '0x10', '%00']
const KINDS = ['photo', 'sign', 'docs', 'abc', '..%2Fx', '1']

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type
  return schema.type ? [schema.type] : []
}

/** A value the schema would probably accept, with its edges (limits, limits + 1) likely. */
function plausible(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum)
  if ('const' in schema) return fc.constant(schema.const)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => plausible(alternative, depth)))
  if (schema.allOf?.length) return plausible(schema.allOf[0] as JsonSchema, depth)
  const types = typesOf(schema)
  if (types.length > 1) return fc.oneof(...types.map((type) => plausible({ ...schema, type }, depth)))
  switch (types[0]) {
    case 'string': {
      if (schema.format === 'email') return fc.oneof(fc.emailAddress(), fc.constant('admin@example.com'))
      if (schema.format === 'date')
        return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10))
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
      const min = schema.minLength ?? 0
      const max = Math.max(min, schema.maxLength ?? 60)
      return fc.oneof(
        { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 40)) }) },
        { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9 .-]{1,12}$/) },
        { weight: 1, arbitrary: fc.string({ minLength: max + 1, maxLength: max + 2 }) },
      )
    }
    case 'integer':
    case 'number': {
      const min = Math.max(-1_000_000_000, schema.minimum ?? -1_000_000)
      const max = Math.min(1_000_000_000_000, schema.maximum ?? 1_000_000_000)
      const whole = types[0] === 'integer'
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
        { weight: 2, arbitrary: fc.constantFrom(...[1, 2, 0, min, max].filter((n) => n >= min && n <= max)) },
        { weight: whole ? 0 : 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true, min, max }) },
        { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, 0.5) },
      )
    }
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      if (depth > 3) return fc.constant([])
      return fc.array(plausible(schema.items ?? {}, depth + 1), { minLength: 1, maxLength: 4 })
    case 'object':
      return depth > 3 ? fc.constant({}) : objectOf(schema, depth + 1, false)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/** A field: plausible most of the time, sometimes of the wrong type, huge or absent. */
function field(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: plausible(schema, depth) },
    { weight: 2, arbitrary: odd },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  )
}

/** An object of the schema's fields: all plausible, or (hostile) each field possibly wrong. */
function objectOf(schema: JsonSchema, depth: number, hostile: boolean): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const names = Object.keys(properties)
  if (names.length === 0)
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 })
  const record: Record<string, fc.Arbitrary<unknown>> = {}
  for (const name of names) {
    const property = properties[name] as JsonSchema
    record[name] = hostile ? field(property, depth) : plausible(property, depth)
  }
  const required = schema.required ?? []
  // Required fields are present most of the time, so the checks behind the first 422 are reached too.
  return fc.record(record, { requiredKeys: required.filter((name) => name in record) })
}

function stringFields(schema: JsonSchema): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => typesOf(property).includes('string') || property.anyOf || property.oneOf)
    .map(([name]) => name)
}

export interface FuzzRequest {
  method: string
  url: string
  /** JSON text, raw text or a multipart buffer. */
  payload?: string | Buffer
  headers: Record<string, string>
  /** What was sent, for the failure report. */
  label: string
}

function jsonRequest(value: unknown, label: string): Omit<FuzzRequest, 'method' | 'url'> {
  return { payload: JSON.stringify(value) ?? 'null', headers: { 'content-type': 'application/json' }, label }
}

function bodyFor(operation: Operation): fc.Arbitrary<Omit<FuzzRequest, 'method' | 'url'>> {
  const malformed = fc
    .constantFrom(
      '{',
      '{"a":',
      '[1,',
      'nul',
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '\u0000',
    )
    .map((text) => ({
      payload: text,
      headers: { 'content-type': 'application/json' },
      label: `malformed ${JSON.stringify(text)}`,
    }))
  const random = fc.jsonValue({ maxDepth: 3 }).map((value) => jsonRequest(value, 'random JSON'))
  const wrongType = fc
    .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml')
    .map((type) => ({ payload: 'a=1&b=2', headers: { 'content-type': type }, label: `content-type ${type}` }))
  const multipart = fc
    .record({
      fields: fc.dictionary(
        fc.stringMatching(/^[a-zA-Z_]{1,12}$/),
        fc.oneof(fc.string({ maxLength: 30 }), fc.constant(HUGE)),
        {
          maxKeys: 4,
        },
      ),
      file: fc.constantFrom('png', 'text', 'none'),
    })
    .map(({ fields, file }) => {
      const files: Record<string, FilePart> = {}
      if (file === 'png') files.image = { filename: 'a.png', content: TINY_PNG }
      if (file === 'text') files.image = { filename: 'a.png', content: Buffer.from('not an image'), type: 'image/png' }
      const form = formData(fields, files)
      return {
        payload: form.payload,
        headers: form.headers,
        label: `multipart ${Object.keys(fields).join(',')} file=${file}`,
      }
    })

  if (operation.body?.kind === 'json') {
    const schema = operation.body.schema
    const shaped = objectOf(schema, 0, true)
    const sound = objectOf(schema, 0, false)
    const huge = fc.constant(null).chain(() =>
      shaped.map((value) => {
        const copy: Record<string, unknown> = { ...value }
        for (const name of stringFields(schema)) copy[name] = HUGE
        return copy
      }),
    )
    const unknown = fc
      .tuple(
        shaped,
        fc.dictionary(fc.stringMatching(/^[a-z]{1,10}$/), fc.jsonValue({ maxDepth: 1 }), { minKeys: 1, maxKeys: 3 }),
      )
      .map(([value, extra]) => ({ ...extra, ...value, unknownField: 'x', id: 'abc' }))
    return fc.oneof(
      { weight: 6, arbitrary: sound.map((value) => jsonRequest(value, 'plausible')) },
      { weight: 5, arbitrary: shaped.map((value) => jsonRequest(value, 'some fields wrong')) },
      { weight: 2, arbitrary: huge.map((value) => jsonRequest(value, 'huge strings')) },
      { weight: 2, arbitrary: unknown.map((value) => jsonRequest(value, 'unknown fields')) },
      { weight: 2, arbitrary: random },
      { weight: 1, arbitrary: malformed },
      { weight: 1, arbitrary: wrongType },
    )
  }
  if (operation.body?.kind === 'multipart') {
    return fc.oneof(
      { weight: 4, arbitrary: multipart },
      { weight: 1, arbitrary: random },
      { weight: 1, arbitrary: malformed },
    )
  }
  if (operation.method === 'GET') return fc.constant({ headers: {}, label: 'no body' })
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant({ headers: {}, label: 'no body' }) },
    { weight: 1, arbitrary: random },
    { weight: 1, arbitrary: malformed },
  )
}

function queryText(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(queryText)
  if (value !== null && typeof value === 'object') return [JSON.stringify(value)]
  return [String(value)]
}

function queryFor(operation: Operation): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 1, arbitrary: queryOf(operation, false) },
    { weight: 1, arbitrary: queryOf(operation, true) },
  )
}

function queryOf(operation: Operation, hostile: boolean): fc.Arbitrary<string> {
  const known = operation.query.map(({ name, schema }) =>
    fc
      .option(
        hostile
          ? fc.oneof({ weight: 3, arbitrary: plausible(schema, 0) }, { weight: 2, arbitrary: odd })
          : plausible(schema, 0),
        {
          nil: undefined,
        },
      )
      .map((value) => (value === undefined ? [] : queryText(value).map((text) => [name, text] as const))),
  )
  const extra = fc.option(
    fc.tuple(
      fc.stringMatching(/^[a-z[\]]{1,10}$/),
      fc.oneof(fc.string({ maxLength: 20 }), fc.constant(HUGE.slice(0, 4000))),
    ),
    { nil: undefined, freq: hostile ? 2 : 6 },
  )
  return fc.tuple(fc.tuple(...known), extra).map(([pairs, unknown]) => {
    const search = new URLSearchParams()
    for (const list of pairs) for (const [name, text] of list) search.append(name, text)
    if (unknown) search.append(unknown[0], unknown[1])
    const text = search.toString()
    return text ? `?${text}` : ''
  })
}

function pathFor(operation: Operation): fc.Arbitrary<string> {
  if (operation.pathParams.length === 0) return fc.constant(operation.path)
  const values = operation.pathParams.map((name) => fc.constantFrom(...(name === 'kind' ? KINDS : BAD_IDS)))
  return fc
    .tuple(...values)
    .map((chosen) =>
      operation.pathParams.reduce(
        (path, name, index) => path.replace(`{${name}}`, chosen[index] as string),
        operation.path,
      ),
    )
}

/** The requests to send to one operation. */
export function requestsFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(pathFor(operation), queryFor(operation), bodyFor(operation))
    .map(([path, query, body]) => ({ method: operation.method, url: path + query, ...body }))
}

/** A small stable number from a text, to give each operation its own seed. */
export function seedOf(text: string, base: number): number {
  let hash = base | 0
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0
  return hash
}
