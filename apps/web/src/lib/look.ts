import { createTheme } from '@mui/material/styles'

/**
 * Counterpart's own look (DESIGN.md "A look of its own"): a calm neutral surface with one teal accent, a type
 * scale with tabular figures so amounts line up, sentence-case buttons, 8 px spacing and corners rounded but
 * not bubbly. Every text colour here holds WCAG AA (4.5:1) on both the page and the paper of its mode; the
 * status colours are the deeper shades in light mode and the lighter ones in dark mode for the same reason.
 */
export const LOOK = {
  light: {
    primary: { main: '#0F766E', dark: '#115E59', light: '#14B8A6', contrastText: '#FFFFFF' },
    success: { main: '#15803D', contrastText: '#FFFFFF' },
    warning: { main: '#B45309', contrastText: '#FFFFFF' },
    error: { main: '#B91C1C', contrastText: '#FFFFFF' },
    info: { main: '#1D4ED8', contrastText: '#FFFFFF' },
    background: { default: '#F4F5F7', paper: '#FFFFFF' },
    text: { primary: '#16191D', secondary: '#596170' },
    divider: 'rgba(22, 25, 29, 0.12)',
  },
  dark: {
    primary: { main: '#2DD4BF', dark: '#14B8A6', light: '#5EEAD4', contrastText: '#04201D' },
    success: { main: '#4ADE80', contrastText: '#052E16' },
    warning: { main: '#FBBF24', contrastText: '#2A1A03' },
    error: { main: '#F87171', contrastText: '#2B0707' },
    info: { main: '#7DD3FC', contrastText: '#062033' },
    background: { default: '#0E1114', paper: '#171B20' },
    text: { primary: '#E9ECEF', secondary: '#A3ABB6' },
    divider: 'rgba(233, 236, 239, 0.14)',
  },
} as const

/**
 * The icons that point the way to go (back, forward, previous, next): right to left, back points right. MUI
 * mirrors its layout, not the drawings inside its icons. The pagers' own arrows are left out (MUI swaps those
 * icons itself), and so are vertical arrows, logos, barcodes and media controls, which mean no reading order.
 */
const DIRECTIONAL_ICONS = [
  'ArrowBackIcon',
  'ArrowForwardIcon',
  'ArrowBackIosIcon',
  'ArrowBackIosNewIcon',
  'ArrowForwardIosIcon',
  'ArrowRightAltIcon',
  'ChevronLeftIcon',
  'ChevronRightIcon',
  'NavigateBeforeIcon',
  'NavigateNextIcon',
]
  .map((icon) => `&[data-testid="${icon}"]`)
  .join(', ')

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif'

/** Paper keeps the print fonts it always had: a receipt printer and the PDF text read them well. */
export const PRINT_FONT = '"Roboto", "Helvetica", "Arial", sans-serif'

/**
 * For someone who asked their device for less motion (WCAG 2.3.3): dialogs, menus, drawers and snackbars
 * appear and go at once, and buttons show no ripple. Spinners still turn: they say something is happening.
 */
const STILL = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
} as const

/** The words MUI's own widgets say (a picker's open and clear buttons, an alert's close), in the page's language. */
export interface WidgetTexts {
  open: string
  close: string
  clear: string
  noOptions: string
  loading: string
}

export function appTheme(
  dark: boolean,
  rtl: boolean,
  fontFamily: string = FONT,
  reducedMotion = false,
  texts?: WidgetTexts,
) {
  const look = dark ? LOOK.dark : LOOK.light
  return createTheme({
    ...(reducedMotion ? STILL : {}),
    palette: { mode: dark ? 'dark' : 'light', ...look },
    direction: rtl ? 'rtl' : 'ltr',
    shape: { borderRadius: 8 },
    spacing: 8,
    typography: {
      fontFamily,
      fontSize: 14,
      h1: { fontSize: '2.25rem', fontWeight: 700, letterSpacing: '-0.02em' },
      h2: { fontSize: '1.875rem', fontWeight: 700, letterSpacing: '-0.015em' },
      h3: { fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h4: { fontSize: '1.375rem', fontWeight: 650, letterSpacing: '-0.01em' },
      h5: { fontSize: '1.1875rem', fontWeight: 650 },
      h6: { fontSize: '1.0625rem', fontWeight: 650, lineHeight: 1.4 },
      subtitle1: { fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      // Sentence case: "New sale", never "NEW SALE".
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
      caption: { lineHeight: 1.4 },
      overline: { textTransform: 'none', fontWeight: 600, letterSpacing: '0.02em' },
    },
    // The spec puts the loading overlay at 203, above the bars and dialogs (as in the original app) and
    // below the snackbar. MUI's default layers (1100-1500) would hide it, so the scale is moved around it.
    zIndex: {
      mobileStepper: 100,
      fab: 105,
      speedDial: 105,
      appBar: 110,
      drawer: 120,
      modal: 130,
      snackbar: 400,
      tooltip: 500,
    },
    components: {
      ...(texts
        ? {
            MuiAutocomplete: {
              defaultProps: {
                openText: texts.open,
                closeText: texts.close,
                clearText: texts.clear,
                noOptionsText: texts.noOptions,
                loadingText: texts.loading,
              },
            },
            MuiAlert: { defaultProps: { closeText: texts.close } },
          }
        : {}),
      MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 8 }, sizeLarge: { minHeight: 48 } },
      },
      MuiToggleButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      // The top bar is slim and quiet: the page's own surface with a hairline, not a blue band.
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: ({ theme }) => ({
            backgroundColor: theme.palette.background.paper,
            backgroundImage: 'none',
            color: theme.palette.text.primary,
            borderBottom: `1px solid ${theme.palette.divider}`,
          }),
        },
      },
      MuiDrawer: { styleOverrides: { paper: { backgroundImage: 'none' } } },
      // A card is a flat surface with a hairline; shadows are kept for what floats (menus, dialogs).
      // A table wider than its card (a phone, long names) scrolls inside the card, never widening the page:
      // the net under every card that holds a bare table; lists use TableContainer for the same.
      MuiPaper: {
        styleOverrides: {
          root: { '&:has(> .MuiTable-root)': { overflowX: 'auto' } },
          elevation1: ({ theme }) => ({
            boxShadow: 'none',
            backgroundImage: 'none',
            border: `1px solid ${theme.palette.divider}`,
          }),
        },
      },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 12 } } },
      MuiChip: { styleOverrides: { root: { borderRadius: 8, fontWeight: 500 } } },
      MuiTableCell: {
        styleOverrides: {
          head: ({ theme }) => ({ fontWeight: 600, color: theme.palette.text.secondary }),
          sizeSmall: { paddingTop: 6, paddingBottom: 6 },
        },
      },
      MuiAlert: { styleOverrides: { root: { borderRadius: 8 } } },
      MuiSvgIcon: rtl ? { styleOverrides: { root: { [DIRECTIONAL_ICONS]: { transform: 'scaleX(-1)' } } } } : {},
      MuiCssBaseline: {
        styleOverrides: (base) => ({
          // Plain links (react-router's Link in tables and cards, links in rich text) take the theme's
          // primary colour, visited or not, instead of the browser's #0000EE and lilac, unreadable in dark
          // mode. An element rule: every MUI component drawn as a link sets its own colour with a class.
          a: { color: base.palette.primary.main },
          // A long email or address with no space breaks inside its card rather than running out of it.
          // Figures of one width everywhere: amounts in a column and a changing total do not jiggle.
          body: { overflowWrap: 'break-word', fontVariantNumeric: 'tabular-nums' },
        }),
      },
    },
  })
}

/**
 * The class of a terminal action's text (Add, Till, Amount, Search): where the top row is short of room the
 * terminal hides it and the button keeps its icon, named by its aria-label.
 */
export const ACTION_LABEL = 'terminal-action-label'
