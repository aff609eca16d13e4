import { currentLanguage, i18n, translate, tr } from './translate.ts'
import { DEFAULT_LANGUAGE } from './languages.ts'

/**
 * zod schemas are built once, when their module loads, before any request or user has a language: their
 * messages are written then, in English, from the `validation` and `fields` resources ("The Name field is
 * required."). Where such a message reaches a person (a 422's errors, a form's field), it is put into their
 * language here, by the English template it was written from: "The {{label}} field is required." matches,
 * its label "Name" is itself an English label of `fields`, and both come back translated. A text no
 * template matches is returned as it came (a customer's own words, say).
 */
const TEMPLATE_NAMESPACES = ['validation', 'fields', 'messages'] as const

interface Template {
  key: string
  pattern: RegExp
  names: string[]
}

interface EnglishIndex {
  exact: Map<string, string>
  labels: Map<string, string>
  templates: Template[]
}

let index: EnglishIndex | undefined

i18n.on('added', () => {
  index = undefined
})

function flatten(prefix: string, value: unknown, into: Map<string, string>): void {
  if (typeof value === 'string') into.set(prefix, value)
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(prefix ? `${prefix}.${key}` : key, inner, into)
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function buildIndex(): EnglishIndex {
  const exact = new Map<string, string>()
  const labels = new Map<string, string>()
  const templates: Template[] = []
  for (const ns of TEMPLATE_NAMESPACES) {
    const entries = new Map<string, string>()
    flatten('', i18n.getResourceBundle(DEFAULT_LANGUAGE, ns) ?? {}, entries)
    for (const [key, text] of entries) {
      const whole = `${ns}:${key.replace(/_(zero|one|two|few|many|other)$/, '')}`
      if (!text.includes('{{')) {
        if (!exact.has(text)) exact.set(text, whole)
        if (ns === 'fields' && !labels.has(text)) labels.set(text, whole)
        continue
      }
      // A template with no words of its own ("{{identifier}}: {{problem}}") would match a message in any
      // language, already translated or not: only templates that say something are matched.
      if (!/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''))) continue
      const names: string[] = []
      const source = text
        .split(/(\{\{\s*[\w.]+\s*\}\})/)
        .map((part) => {
          const name = /^\{\{\s*([\w.]+)\s*\}\}$/.exec(part)?.[1]
          if (!name) return escapeRegExp(part)
          names.push(name)
          return '([\\s\\S]+?)'
        })
        .join('')
      templates.push({ key: whole, pattern: new RegExp(`^${source}$`), names })
    }
  }
  // The most specific template first: "The {{label}} field is required when {{condition}}." before
  // "The {{label}} field is required.".
  templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length)
  return { exact, labels, templates }
}

export function translateEnglish(message: string, language: string = currentLanguage()): string {
  if (language === DEFAULT_LANGUAGE) return message
  index ??= buildIndex()
  const key = index.exact.get(message)
  if (key) return translate(key, { lng: language })
  for (const template of index.templates) {
    const match = template.pattern.exec(message)
    if (!match) continue
    const params: Record<string, string> = {}
    template.names.forEach((name, position) => {
      const value = match[position + 1] ?? ''
      const label = index?.labels.get(value)
      params[name] = label ? translate(label, { lng: language }) : value
    })
    return translate(template.key, { ...params, lng: language })
  }
  return message
}

/** Every message of a 422's `errors`, in the current language. */
export function translateFieldErrors(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [field, list.map((m) => translateEnglish(m))]),
  )
}

export { tr }
