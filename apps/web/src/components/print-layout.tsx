import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import PrintIcon from '@mui/icons-material/Print'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import GlobalStyles from '@mui/material/GlobalStyles'
import Stack from '@mui/material/Stack'
import { createTheme, ThemeProvider } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useConfigs } from '../lib/app-configuration.ts'

// Paper is white whatever the app's theme: print views always use the light palette.
const paperTheme = createTheme({ palette: { mode: 'light' } })

interface PrintLayoutProps {
  children: ReactNode
  /** Where Back goes when there is no history (a print view opened in a new tab); defaults to history back. */
  backTo?: string
  /** Extra controls beside Back and Print (hidden in print too). */
  actions?: ReactNode
}

/**
 * The one frame of every print view (spec 001 §2 "Print layout"): Back and Print buttons that never
 * print, and a page of printerWidth x printerHight millimetres from the POS settings.
 */
export function PrintLayout({ children, backTo, actions }: PrintLayoutProps) {
  const { printerWidth, printerHight } = useConfigs()
  const navigate = useNavigate()
  const width = printerWidth > 0 ? printerWidth : 80
  const height = printerHight > 0 ? printerHight : 297

  function goBack() {
    if (window.history.length > 1 && !backTo) void navigate(-1)
    else void navigate(backTo ?? '/dashboard')
  }

  return (
    <ThemeProvider theme={paperTheme}>
      <GlobalStyles
        styles={{
          '@page': { size: `${width}mm ${height}mm`, margin: 0 },
          '@media print': {
            'html, body': { background: '#fff !important' },
            '.print-controls': { display: 'none !important' },
          },
        }}
      />
      <Box sx={{ minHeight: '100vh', bgcolor: '#eceff1', '@media print': { bgcolor: '#fff' }, py: 2 }}>
        <Stack
          className="print-controls"
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'center', mb: 2, displayPrint: 'none' }}
        >
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={goBack}>
            Back
          </Button>
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            Print
          </Button>
          {actions}
        </Stack>
        <Box
          component="article"
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
