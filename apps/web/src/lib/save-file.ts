/** Hands a file made or fetched in the browser to the user, as a download under the given name. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled; the object URL can go after a moment.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
