/**
 * A map of words for a closed family (statuses, kinds, events) whose values read in the language of the
 * moment: each value is a getter, so a screen or a message that reads `MAP[status]` gets the current
 * language, not the English of when the module loaded. `text` names the key with a literal start
 * (`` (status) => tr(`fields:devices.status.${status}`) ``) so the translations check finds the family.
 */
export function textMap<const K extends string>(
  keys: readonly K[],
  text: (key: K) => string,
): Readonly<Record<K, string>> {
  const map = {} as Record<K, string>
  for (const key of keys) Object.defineProperty(map, key, { get: () => text(key), enumerable: true })
  return map
}

/** The same for a fixed list (weekday names, default checklist items): each item reads in the language of the moment. */
export function textList<const K extends string>(keys: readonly K[], text: (key: K) => string): readonly string[] {
  const list: string[] = []
  keys.forEach((key, index) => Object.defineProperty(list, index, { get: () => text(key), enumerable: true }))
  return Object.freeze(list)
}
