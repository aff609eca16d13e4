import { useMatches } from 'react-router'

export interface RouteHandle {
  name: string
  title: string
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && typeof value.title === 'string'
}

/** The title of the deepest matched route of the table, for document.title and page headings. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle
    if (isRouteHandle(handle)) return handle.title
  }
  return undefined
}
