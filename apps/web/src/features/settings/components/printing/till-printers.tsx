import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Divider from '@mui/material/Divider'
import Box from '@mui/material/Box'
import {
  PRINT_MODE_TEXT,
  PRINT_MODES,
  PRINTER_HELP,
  PRINTER_LABELS,
  type PrintMode,
} from '@counterpart/domain/schemas/printing'
import type { TillRecord } from '@counterpart/domain/schemas/tills'
import { Fragment } from 'react'
import { useTills } from '../../../../lib/queries/tills.ts'
import { showSnackbar } from '../../../../lib/snackbar.ts'
import { usePrinters, useSaveTillPrinter } from '../../api/printers.ts'
import { useTranslation } from 'react-i18next'

const NONE = 'none'

/** Each till with its receipt printer and when its receipts print by itself; a change is saved at once. */
export function TillPrinters() {
  const { t } = useTranslation('settings')
  const tills = useTills()
  const printers = usePrinters()
  const save = useSaveTillPrinter()
  const list = tills.data?.tills ?? []

  function change(till: TillRecord, printerId: number | null, mode: PrintMode) {
    save.mutate(
      { tillId: till.id, input: { printer_id: printerId, print_mode: mode } },
      { onSuccess: (answer) => showSnackbar(answer.message, 'success') },
    )
  }

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="till-printers-heading">
      <Typography variant="subtitle1" component="h3" id="till-printers-heading" sx={{ fontWeight: 600 }}>
        {t('settings:printers.tillsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {PRINTER_HELP.printer_id} {PRINTER_HELP.print_mode}
      </Typography>
      <Paper variant="outlined">
        {list.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {tills.isPending ? t('settings:printers.tillsLoading') : t('settings:printers.noTill')}
          </Typography>
        )}
        {list.map((till, index) => (
          <Fragment key={till.id}>
            {index > 0 && <Divider />}
            <Stack
              role="group"
              aria-label={till.name}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ p: 1.5, alignItems: { sm: 'center' } }}
              data-testid={`till-printer-${till.id}`}
            >
              <Box sx={{ flex: { sm: '1 1 30%' }, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <bdi>{till.name}</bdi>
                </Typography>
              </Box>
              <TextField
                select
                size="small"
                label={PRINTER_LABELS.printer_id}
                value={till.printer ? String(till.printer.id) : NONE}
                onChange={(event) =>
                  change(till, event.target.value === NONE ? null : Number(event.target.value), till.print_mode)
                }
                sx={{ flex: { sm: '1 1 35%' }, minWidth: 0 }}
              >
                <MenuItem value={NONE}>{t('settings:printers.inBrowser')}</MenuItem>
                {(printers.data?.items ?? []).map((printer) => (
                  <MenuItem key={printer.id} value={String(printer.id)}>
                    <bdi>{printer.name}</bdi>
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={PRINTER_LABELS.print_mode}
                value={till.print_mode}
                disabled={!till.printer}
                onChange={(event) => {
                  const mode = PRINT_MODES.find((item) => item === event.target.value)
                  if (mode) change(till, till.printer?.id ?? null, mode)
                }}
                sx={{ flex: { sm: '1 1 35%' }, minWidth: 0 }}
              >
                {PRINT_MODES.map((mode) => (
                  <MenuItem key={mode} value={mode}>
                    {PRINT_MODE_TEXT[mode]}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </Fragment>
        ))}
      </Paper>
    </Stack>
  )
}
