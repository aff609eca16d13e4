import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import PrintIcon from '@mui/icons-material/Print'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import GlobalStyles from '@mui/material/GlobalStyles'
import Stack from '@mui/material/Stack'
import { ThemeProvider, useTheme } from '@mui/material/styles'
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useConfigs } from '../lib/app-configuration.ts'
import { appTheme, PRINT_FONT } from '../lib/look.ts'
import { isRollWidth, rollPageHeightMm } from './print-page-size.ts'
import { useTranslation } from 'react-i18next'

interface PrintLayoutProps {
  children: ReactNode
  /** Where Back goes when there is no history (a print view opened in a new tab); defaults to history back. */
  backTo?: string
  /** Extra controls beside Back and Print (hidden in print too). */
  actions?: ReactNode
  /** A page size chosen on the view itself (the till reports' 80 mm or A4), instead of the POS settings' printer. */
  paper?: { width: number; height: number }
}

/**
 * On a receipt roll, the page is as long as the printed content: measured on screen (the print lays the
 * page out at the same width) whenever the content changes size (images arriving, the footer loading) and
 * again just before printing. The @page rule is written straight into its own style element, not through
 * React state, so it is exact at the moment the browser takes its print snapshot.
 */
function useRollPage(widthMm: number, roll: boolean) {
  const ref = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!roll || !element) return
    const style = document.createElement('style')
    style.dataset.rollPage = ''
    document.head.append(style)
    const measure = () => {
      const heightMm = rollPageHeightMm(element.getBoundingClientRect().height)
      style.textContent = `@page { size: ${widthMm}mm ${heightMm}mm; margin: 0; }`
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    window.addEventListener('beforeprint', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('beforeprint', measure)
      style.remove()
    }
  }, [widthMm, roll])
  return ref
}

/**
 * The one frame of every print view (spec 001 §2 "Print layout"): Back and Print buttons that never
 * print, and a page printerWidth millimetres wide (POS settings). On a receipt roll (58 or 80 mm, any
 * width up to 80) the page is as long as the content, so a short receipt does not feed 20 cm of blank
 * paper; on a sheet printer (wider) the page is printerWidth x printerHight, A4 by 210 x 297.
 */
export function PrintLayout({ children, backTo, actions, paper }: PrintLayoutProps) {
  const { t } = useTranslation('common')
  const { printerWidth, printerHight } = useConfigs()
  const navigate = useNavigate()
  const width = paper?.width ?? (printerWidth > 0 ? printerWidth : 80)
  const height = paper?.height ?? (printerHight > 0 ? printerHight : 297)
  const roll = isRollWidth(width)
  const articleRef = useRollPage(width, roll)
  // Paper is white whatever the app's theme: print views use the light palette, in the shop's direction.
  const { direction } = useTheme()
  const paperTheme = useMemo(() => appTheme(false, direction === 'rtl', PRINT_FONT), [direction])

  function goBack() {
    if (window.history.length > 1 && !backTo) void navigate(-1)
    else void navigate(backTo ?? '/dashboard')
  }

  return (
    <ThemeProvider theme={paperTheme}>
      <GlobalStyles
        styles={{
          // A sheet printer's page; a roll's page is written by useRollPage.
          ...(roll ? {} : { '@page': { size: `${width}mm ${height}mm`, margin: 0 } }),
          '@media print': {
            'html, body': { background: '#fff !important' },
            '.print-controls': { display: 'none !important' },
          },
        }}
      />
      <Box
        sx={{
          minHeight: '100vh',
          bgcolor: '#eceff1',
          py: 2,
          // On paper only the page itself: no grey frame, no padding that would push the receipt past its page.
          '@media print': { bgcolor: '#fff', minHeight: 0, py: 0 },
        }}
      >
        <Stack
          className="print-controls"
          direction="row"
          spacing={1}
          useFlexGap
          // A view with extra controls (the till reports' paper switch and CSV) wraps them on a phone.
          sx={{ justifyContent: 'center', flexWrap: 'wrap', px: 1, mb: 2, displayPrint: 'none' }}
        >
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={goBack}>
            {t('common:actions.back')}
          </Button>
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('common:actions.print')}
          </Button>
          {actions}
        </Stack>
        <Box
          component="article"
          ref={articleRef}
          sx={{
            width: `${width}mm`,
            maxWidth: '100%',
            minHeight: '40mm',
            mx: 'auto',
            p: '4mm',
            boxSizing: 'border-box',
            bgcolor: '#fff',
            color: '#000',
            boxShadow: 1,
            fontSize: 12,
            '@media print': { boxShadow: 'none', m: 0, width: `${width}mm`, maxWidth: 'none' },
          }}
        >
          {children}
        </Box>
      </Box>
    </ThemeProvider>
  )
}
