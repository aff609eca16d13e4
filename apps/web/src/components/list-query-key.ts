/**
 * Every list under `path`, whatever page or search: what a mutation invalidates. Apart from the table,
 * so a mutation hook (the POS terminal's, say) can name a list without downloading the table.
 */
export function listQueryKey(path: string): readonly [string] {
  return [path]
}
