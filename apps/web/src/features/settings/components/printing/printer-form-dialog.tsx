import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Grid from '@mui/material/Grid'
import {
  DRAWER_PINS,
  PAPER_WIDTHS,
  PRINTER_CODE_PAGES,
  PRINTER_HELP,
  PRINTER_LABELS,
  PRINTER_MODE_TEXT,
  PRINTER_MODES,
  printerSaveSchema,
  type Printer,
} from '@counterpart/domain/schemas/printing'
import { useState } from 'react'
import { FormErrorsAlert } from '../../../../components/form-actions.tsx'
import { bindSelectFields } from '../../../../components/form-choice-fields.tsx'
import { bindTextFields, CELL } from '../../../../components/form-text-field.tsx'
import { applyServerErrors } from '../../../../lib/form-errors.ts'
import { showSnackbar } from '../../../../lib/snackbar.ts'
import { useZodForm } from '../../../../lib/use-zod-form.ts'
import { useSavePrinter } from '../../api/printers.ts'

interface PrinterFormValues {
  name: string
  host: string
  port: string
  paper_width: number
  mode: string
  code_page: string
  drawer_pin: number
}

function defaultsOf(printer: Printer | null): PrinterFormValues {
  return {
    name: printer?.name ?? '',
    host: printer?.host ?? '',
    port: String(printer?.port ?? 9100),
    paper_width: printer?.paper_width ?? 80,
    mode: printer?.mode ?? 'codepage',
    code_page: printer?.code_page ?? 'cp437',
    drawer_pin: printer?.drawer_pin ?? 2,
  }
}

const PAPER_OPTIONS = PAPER_WIDTHS.map((width) => ({ value: width, label: `${width} mm` }))
const MODE_OPTIONS = PRINTER_MODES.map((mode) => ({ value: mode, label: PRINTER_MODE_TEXT[mode] }))
const CODE_PAGE_OPTIONS = PRINTER_CODE_PAGES.map((page) => ({ value: page, label: <bdi>{page}</bdi> }))
const PIN_OPTIONS = DRAWER_PINS.map((pin) => ({ value: pin, label: `Pin ${pin}` }))

/** Add printer / Edit printer: every setting of a network receipt printer, each with what it means. */
export function PrinterFormDialog({ printer, onClose }: { printer: Printer | null; onClose: () => void }) {
  const form = useZodForm(printerSaveSchema, { defaultValues: defaultsOf(printer) })
  const [otherErrors, setOtherErrors] = useState<string[]>([])
  const save = useSavePrinter()
  const field = bindTextFields(form.control, PRINTER_LABELS)
  const select = bindSelectFields(form.control, PRINTER_LABELS)
  const raster = form.watch('mode') === 'raster'

  const submit = form.handleSubmit(async (values) => {
    setOtherErrors([])
    try {
      const answer = await save.mutateAsync({ id: printer?.id ?? null, input: printerSaveSchema.parse(values) })
      showSnackbar(answer.message, 'success')
      onClose()
    } catch (error) {
      setOtherErrors(applyServerErrors(error, form))
    }
  })

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="printer-form-title"
      scroll="paper"
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'contents' }}>
        <DialogTitle id="printer-form-title">{printer ? `Edit printer ${printer.name}` : 'Add printer'}</DialogTitle>
        <DialogContent dividers>
          <FormErrorsAlert messages={otherErrors} />
          <Grid container spacing={2}>
            {field('name', {
              cell: 12,
              required: true,
              autoFocus: true,
              helperText: 'As staff will know it: "Front counter", "Workshop".',
            })}
            {field('host', {
              cell: { xs: 12, sm: 8 },
              required: true,
              helperText: PRINTER_HELP.host,
              slotProps: { htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'off' } },
            })}
            {field('port', {
              cell: { xs: 12, sm: 4 },
              inputMode: 'numeric',
              helperText: PRINTER_HELP.port,
              slotProps: { htmlInput: { dir: 'ltr', inputMode: 'numeric' } },
            })}
            {select('paper_width', PAPER_OPTIONS, { cell: CELL.half, helperText: PRINTER_HELP.paper_width })}
            {select('drawer_pin', PIN_OPTIONS, { cell: CELL.half, helperText: PRINTER_HELP.drawer_pin })}
            {select('mode', MODE_OPTIONS, { cell: CELL.half, helperText: PRINTER_HELP.mode })}
            {select('code_page', CODE_PAGE_OPTIONS, {
              cell: CELL.half,
              disabled: raster,
              helperText: raster ? 'An image needs no code page.' : PRINTER_HELP.code_page,
            })}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
