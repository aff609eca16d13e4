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
import { useTranslation } from 'react-i18next'

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

const CODE_PAGE_OPTIONS = PRINTER_CODE_PAGES.map((page) => ({ value: page, label: <bdi>{page}</bdi> }))
/** An address and a port are typed left to right, as they are; not words. */
const ADDRESS_INPUT = { htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'off' } } as const
const NUMERIC = 'numeric'
const PORT_INPUT = { htmlInput: { dir: 'ltr', inputMode: NUMERIC } } as const

/** Add printer / Edit printer: every setting of a network receipt printer, each with what it means. */
export function PrinterFormDialog({ printer, onClose }: { printer: Printer | null; onClose: () => void }) {
  const { t } = useTranslation('settings')
  const form = useZodForm(printerSaveSchema, { defaultValues: defaultsOf(printer) })
  const paperOptions = PAPER_WIDTHS.map((width) => ({
    value: width,
    label: t('settings:printers.paperWidth', { width }),
  }))
  const modeOptions = PRINTER_MODES.map((mode) => ({ value: mode, label: PRINTER_MODE_TEXT[mode] }))
  const pinOptions = DRAWER_PINS.map((pin) => ({ value: pin, label: t('settings:printers.pin', { pin }) }))
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

  const nameField = field('name', {
    cell: 12,
    required: true,
    autoFocus: true,
    helperText: t('settings:printers.nameHint'),
  })
  const hostField = field('host', {
    cell: { xs: 12, sm: 8 },
    required: true,
    helperText: PRINTER_HELP.host,
    slotProps: ADDRESS_INPUT,
  })
  const portField = field('port', {
    cell: { xs: 12, sm: 4 },
    inputMode: NUMERIC,
    helperText: PRINTER_HELP.port,
    slotProps: PORT_INPUT,
  })
  const paperWidthSelect = select('paper_width', paperOptions, {
    cell: CELL.half,
    helperText: PRINTER_HELP.paper_width,
  })
  const drawerPinSelect = select('drawer_pin', pinOptions, { cell: CELL.half, helperText: PRINTER_HELP.drawer_pin })
  const modeSelect = select('mode', modeOptions, { cell: CELL.half, helperText: PRINTER_HELP.mode })
  const codePageSelect = select('code_page', CODE_PAGE_OPTIONS, {
    cell: CELL.half,
    disabled: raster,
    helperText: raster ? t('settings:printers.noCodePage') : PRINTER_HELP.code_page,
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
        <DialogTitle id="printer-form-title">
          {printer ? t('settings:printers.editRow', { name: printer.name }) : t('settings:printers.add')}
        </DialogTitle>
        <DialogContent dividers>
          <FormErrorsAlert messages={otherErrors} />
          <Grid container spacing={2}>
            {nameField}
            {hostField}
            {portField}
            {paperWidthSelect}
            {drawerPinSelect}
            {modeSelect}
            {codePageSelect}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
