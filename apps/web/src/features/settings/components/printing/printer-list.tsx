import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import PrintIcon from '@mui/icons-material/Print'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { PRINTER_MODE_TEXT, type Printer } from '@counterpart/domain/schemas/printing'
import { useState } from 'react'
import { hiddenBelow } from '../../../../components/hidden-below.ts'
import { RowActions } from '../../../../components/row-actions.tsx'
import { useConfirmedDelete } from '../../../../components/use-confirmed-delete.tsx'
import { showSnackbar } from '../../../../lib/snackbar.ts'
import { usePrinters, usePrintTestPage, useRemovePrinter } from '../../api/printers.ts'
import { PrinterFormDialog } from './printer-form-dialog.tsx'
import { useTranslation } from 'react-i18next'

const FROM_SM = hiddenBelow('sm')
const FROM_MD = hiddenBelow('md')

/** The receipt printers: each with its address, paper, mode, drawer pin and tills; add, edit, test, remove. */
export function PrinterList() {
  const { t } = useTranslation('settings')
  const printers = usePrinters()
  // undefined: no dialog; null: a new printer.
  const [editing, setEditing] = useState<Printer | null | undefined>(undefined)
  const testPage = usePrintTestPage()
  const remove = useConfirmedDelete<Printer>(useRemovePrinter(), {
    message: t('settings:printers.removeQuestion'),
    describe: (printer) =>
      t('settings:printers.removeDetail', { name: printer.name, address: `${printer.host}:${printer.port}` }),
  })
  const items = printers.data?.items ?? []

  function printTest(printer: Printer) {
    testPage.mutate(printer.id, { onSuccess: (answer) => showSnackbar(answer.message, 'success') })
  }

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="printers-heading">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" id="printers-heading" sx={{ fontWeight: 600 }}>
          {t('settings:printers.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          {t('settings:printers.add')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('settings:printers.intro')}
      </Typography>
      {items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography color="text.secondary">
            {printers.isPending ? t('settings:printers.loading') : t('settings:printers.none')}
          </Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <Table size="small" aria-label={t('settings:printers.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('settings:printers.columns.printer')}</TableCell>
                <TableCell sx={FROM_SM}>{t('settings:printers.columns.paper')}</TableCell>
                <TableCell sx={FROM_MD}>{t('settings:printers.columns.printing')}</TableCell>
                <TableCell sx={FROM_MD}>{t('settings:printers.columns.drawer')}</TableCell>
                <TableCell sx={FROM_SM}>{t('settings:printers.columns.tills')}</TableCell>
                <TableCell align="right">{t('common:table.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((printer) => (
                <TableRow key={printer.id} data-testid={`printer-${printer.id}`}>
                  <TableCell sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      <bdi>{printer.name}</bdi>
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      <bdi dir="ltr">
                        {printer.host}:{printer.port}
                      </bdi>
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ ...FROM_SM, whiteSpace: 'nowrap' }}>
                    <bdi>{t('settings:printers.paperWidth', { width: printer.paper_width })}</bdi>
                  </TableCell>
                  <TableCell sx={FROM_MD}>
                    {PRINTER_MODE_TEXT[printer.mode]}
                    {printer.mode === 'codepage' && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        <bdi>{printer.code_page}</bdi>
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ ...FROM_MD, whiteSpace: 'nowrap' }}>
                    {t('settings:printers.pin', { pin: printer.drawer_pin })}
                  </TableCell>
                  <TableCell sx={FROM_SM}>
                    {printer.tills.length === 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        {t('settings:printers.noTills')}
                      </Typography>
                    ) : (
                      printer.tills.map((till, index) => (
                        <span key={till.id}>
                          {index > 0 && t('settings:printers.separator')}
                          <bdi>{till.name}</bdi>
                        </span>
                      ))
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ px: 0.5 }}>
                    <RowActions
                      menuLabel={t('settings:printers.moreActions', { name: printer.name })}
                      actions={[
                        {
                          title: t('settings:printers.testPage'),
                          label: t('settings:printers.testPageOn', { name: printer.name }),
                          icon: PrintIcon,
                          onClick: () => printTest(printer),
                        },
                        {
                          title: t('common:actions.edit'),
                          label: t('settings:printers.editRow', { name: printer.name }),
                          icon: EditIcon,
                          onClick: () => setEditing(printer),
                        },
                        {
                          title: t('common:actions.remove'),
                          label: t('settings:printers.removeRow', { name: printer.name }),
                          icon: DeleteIcon,
                          color: 'error',
                          onClick: () => remove.ask(printer),
                        },
                      ]}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {editing !== undefined && <PrinterFormDialog printer={editing} onClose={() => setEditing(undefined)} />}
      {remove.dialog}
    </Stack>
  )
}
