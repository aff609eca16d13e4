import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'

export interface RouteHandle {
  name: string
  /** The title's translation key (shell:routes.<name>). */
  title: string
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && typeof value.title === 'string'
}

/** The title of the deepest matched route of the table, for document.title and page headings, in the reader's language. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches()
  const { t } = useTranslation('shell')
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle
    if (isRouteHandle(handle)) return t(handle.title)
  }
  return undefined
}
