#!/usr/bin/env node
// A git merge driver for the translation resources: two branches that each added their own keys to the
// same namespace file merge by key, not by line. Set up locally (not needed by CI):
//   git config merge.translations.driver "node scripts/merge-json.mjs %O %A %B"
//   echo "packages/domain/src/locales/**/*.json merge=translations" >> .git/info/attributes
// A key both sides changed to different texts is a conflict: the driver says which and fails.
import fs from 'node:fs'

const [basePath, oursPath, theirsPath] = process.argv.slice(2)
const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8') || '{}')
  } catch {
    return {}
  }
}
const base = read(basePath)
const ours = read(oursPath)
const theirs = read(theirsPath)
const conflicts = []

function merge(b, o, t, at) {
  const keys = new Set([...Object.keys(o ?? {}), ...Object.keys(t ?? {})])
  const out = {}
  for (const key of keys) {
    const [bv, ov, tv] = [b?.[key], o?.[key], t?.[key]]
    const here = at ? `${at}.${key}` : key
    if (isObject(ov) && isObject(tv)) out[key] = merge(isObject(bv) ? bv : {}, ov, tv, here)
    else if (JSON.stringify(ov) === JSON.stringify(tv)) out[key] = ov
    else if (ov === undefined) {
      if (JSON.stringify(bv) !== JSON.stringify(tv)) out[key] = tv
    } else if (tv === undefined) {
      if (JSON.stringify(bv) !== JSON.stringify(ov)) out[key] = ov
    } else if (JSON.stringify(bv) === JSON.stringify(ov)) out[key] = tv
    else if (JSON.stringify(bv) === JSON.stringify(tv)) out[key] = ov
    else {
      conflicts.push(here)
      out[key] = ov
    }
  }
  return out
}
function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

const merged = merge(base, ours, theirs, '')
fs.writeFileSync(oursPath, `${JSON.stringify(merged, null, 2)}\n`)
if (conflicts.length > 0) {
  console.error(`translations: both sides changed ${conflicts.join(', ')}`)
  process.exit(1)
}
