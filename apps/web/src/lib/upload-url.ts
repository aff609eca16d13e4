/** Stored images are either full URLs or paths relative to the server's /uploads folder. */
export function uploadUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined
  if (/^(https?:|data:|blob:|\/)/.test(path)) return path
  return `/uploads/${path}`
}
