#!/usr/bin/env node
// The translations check (docs/languages.md): every key the code uses exists in every language, every key
// of the resources is used, each language has the plural forms its grammar needs, and a translation only
// names the placeholders its English text has. English (locales/en) is the source of truth.
//
//   node scripts/check-translations.mjs [--locales DIR] [--source DIR ...]
//
// Keys are written whole in the code, as string literals: 'pos:cart.empty'. A key built at run time is
// written as a template with a literal start, `repairs:status.${status}`: every key under that start counts
// as used (and none of them can be missing, so keep such families small and closed).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const option = (name) => {
  const values = []
  args.forEach((arg, index) => {
    if (arg === name && args[index + 1]) values.push(args[index + 1])
  })
  return values
}
const localesDir = path.resolve(option('--locales')[0] ?? path.join(root, 'packages/domain/src/locales'))
const sourceDirs = (
  option('--source').length > 0
    ? option('--source')
    : ['apps/web/src', 'apps/server/src', 'apps/server/scripts', 'packages/domain/src']
).map((dir) => path.resolve(root, dir))

const problems = []
const problem = (text) => problems.push(text)

const PLURAL = /_(zero|one|two|few|many|other)$/

function flatten(prefix, value, into) {
  if (typeof value === 'string') into.set(prefix, value)
  else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(prefix ? `${prefix}.${key}` : key, inner, into)
  } else into.set(prefix, value)
}

const languages = fs
  .readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)))
if (!languages.includes('en')) {
  console.error(`No English resources in ${localesDir}`)
  process.exit(1)
}

/** language -> Map('ns:key' -> text) */
const resources = new Map()
const namespaces = new Set()
for (const language of languages) {
  const entries = new Map()
  for (const file of fs.readdirSync(path.join(localesDir, language)).filter((name) => name.endsWith('.json'))) {
    const ns = file.slice(0, -'.json'.length)
    if (language === 'en') namespaces.add(ns)
    let json
    try {
      json = JSON.parse(fs.readFileSync(path.join(localesDir, language, file), 'utf8'))
    } catch (error) {
      problem(`${language}/${file}: not valid JSON (${error.message})`)
      continue
    }
    const flat = new Map()
    flatten('', json, flat)
    for (const [key, text] of flat) {
      if (typeof text !== 'string' || text.trim() === '') problem(`${language}/${file}: "${key}" is not a text`)
      else entries.set(`${ns}:${key}`, text)
    }
  }
  resources.set(language, entries)
}
for (const language of languages) {
  for (const ns of namespaces) {
    if (!fs.existsSync(path.join(localesDir, language, `${ns}.json`))) problem(`${language}/${ns}.json is missing`)
  }
}

const placeholders = (text) => new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]))
const baseOf = (key) => key.replace(PLURAL, '')

// English: its keys, each plural family once.
const english = resources.get('en')
const englishBases = new Map() // base -> { plural: boolean, vars: Set }
for (const [key, text] of english) {
  const base = baseOf(key)
  const entry = englishBases.get(base) ?? { plural: false, vars: new Set() }
  if (base !== key) entry.plural = true
  for (const name of placeholders(text)) entry.vars.add(name)
  englishBases.set(base, entry)
}
for (const [base, { plural }] of englishBases) {
  if (plural && !english.has(`${base}_other`)) problem(`en: "${base}" has plural forms but no "${base}_other"`)
}

for (const language of languages.filter((l) => l !== 'en')) {
  const texts = resources.get(language)
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
  for (const [base, { plural, vars }] of englishBases) {
    const keys = plural ? categories.map((category) => `${base}_${category}`) : [base]
    for (const key of keys) {
      const text = texts.get(key)
      if (text === undefined) {
        problem(`${language}: "${key}" is missing`)
        continue
      }
      for (const name of placeholders(text)) {
        if (!vars.has(name)) problem(`${language}: "${key}" names {{${name}}}, which its English text does not have`)
      }
      if (!plural) {
        for (const name of vars) {
          if (!placeholders(text).has(name)) problem(`${language}: "${key}" leaves out {{${name}}}`)
        }
      }
    }
  }
  for (const key of texts.keys()) {
    if (!englishBases.has(baseOf(key))) problem(`${language}: "${key}" is not in English (unused)`)
  }
}

// The code: every literal that reads as a key.
const nsPattern = [...namespaces].map((ns) => ns.replace(/[-]/g, '\\-')).join('|')
const literal = new RegExp(`(['"\`])(${nsPattern}):([A-Za-z0-9_.-]+)(\\$\\{)?`, 'g')
const used = new Set()
const prefixes = new Set()
const where = new Map()

function walk(dir) {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || entry.name === 'locales' || entry.name === 'dist') continue
      walk(full)
    } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name)) {
      const text = fs.readFileSync(full, 'utf8')
      for (const match of text.matchAll(literal)) {
        const [, quote, ns, key, interpolation] = match
        const whole = `${ns}:${key}`
        if (quote === '`' && interpolation) prefixes.add(whole)
        else {
          // A literal ending in "." inside a template is a family's start too.
          const next = text[match.index + match[0].length]
          if (quote === '`' && next !== '`') prefixes.add(whole)
          else if (next === quote) {
            used.add(whole)
            if (!where.has(whole)) where.set(whole, path.relative(root, full))
          }
        }
      }
    }
  }
}
sourceDirs.forEach(walk)

for (const key of used) {
  if (!englishBases.has(key)) problem(`"${key}" is used in ${where.get(key)} but is not in the English resources`)
}
for (const base of englishBases.keys()) {
  if (used.has(base)) continue
  if ([...prefixes].some((prefix) => base.startsWith(prefix))) continue
  problem(`"${base}" is in the resources but nothing uses it`)
}

if (problems.length > 0) {
  console.error(`The translations check found ${problems.length} problem(s):`)
  for (const text of problems.slice(0, 200)) console.error(`  ${text}`)
  if (problems.length > 200) console.error(`  ... and ${problems.length - 200} more`)
  process.exit(1)
}
console.log(
  `Translations: ${englishBases.size} texts in ${namespaces.size} namespaces, complete in ${languages.join(', ')}.`,
)
