import { render, screen, waitFor } from '@testing-library/react'
import { useTheme } from '@mui/material/styles'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppThemeProvider, loadRtlCache } from './theme.tsx'

function Direction() {
  return <p>{`direction ${useTheme().direction}`}</p>
}

function CssVariables() {
  const theme = useTheme()
  return <p>{`colour schemes ${'colorSchemes' in theme}, vars ${theme.vars === null ? 'null' : typeof theme.vars}`}</p>
}

function Motion() {
  const theme = useTheme()
  return <p>{`dialogs open in ${theme.transitions.duration.enteringScreen} ms`}</p>
}

/** A device that answers the reduced-motion query as given. */
function deviceAsks(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

describe('the app theme', () => {
  afterEach(() => {
    document.documentElement.dir = ''
    vi.unstubAllGlobals()
  })

  it('opens dialogs at once for a device that asks for less motion, and with their motion otherwise', () => {
    deviceAsks(true)
    const { unmount } = render(
      <AppThemeProvider dark={false} rtl={false}>
        <Motion />
      </AppThemeProvider>,
    )
    expect(screen.getByText('dialogs open in 0 ms')).toBeTruthy()
    unmount()
    deviceAsks(false)
    render(
      <AppThemeProvider dark={false} rtl={false}>
        <Motion />
      </AppThemeProvider>,
    )
    expect(screen.getByText('dialogs open in 225 ms')).toBeTruthy()
  })

  it('draws a left-to-right shop left to right', () => {
    render(
      <AppThemeProvider dark={false} rtl={false}>
        <Direction />
      </AppThemeProvider>,
    )
    expect(screen.getByText('direction ltr')).toBeTruthy()
  })

  it('gives the pages a theme without CSS variables, as MUI does for a theme without colour schemes', () => {
    // theme.tsx provides it through @mui/system's ThemeProvider, which is right only while the theme has no
    // colour schemes: one that gains them needs @mui/material's ThemeProvider again.
    render(
      <AppThemeProvider dark rtl={false}>
        <CssVariables />
      </AppThemeProvider>,
    )
    expect(screen.getByText('colour schemes false, vars null')).toBeTruthy()
  })

  it('turns a right-to-left shop right to left once its mirroring styles are loaded', async () => {
    render(
      <AppThemeProvider dark={false} rtl>
        <Direction />
      </AppThemeProvider>,
    )
    await loadRtlCache()
    await waitFor(() => expect(screen.getByText('direction rtl')).toBeTruthy())
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'))
  })
})
