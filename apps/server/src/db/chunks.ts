/**
 * A long list cut into pieces of `size`, for one statement each: a statement's bound parameters stay well
 * under SQLite's and PostgreSQL's limits, however many rows or ids a request brings.
 */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size))
  return chunks
}
