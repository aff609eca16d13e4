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

const FROM_SM = hiddenBelow('sm')
const FROM_MD = hiddenBelow('md')

/** The receipt printers: each with its address, paper, mode, drawer pin and tills; add, edit, test, remove. */
export function PrinterList() {
  const printers = usePrinters()
  // undefined: no dialog; null: a new printer.
  const [editing, setEditing] = useState<Printer | null | undefined>(undefined)
  const testPage = usePrintTestPage()
  const remove = useConfirmedDelete<Printer>(useRemovePrinter(), {
    message: 'Remove this printer?',
    describe: (printer) => `Printer: ${printer.name} (${printer.host}:${printer.port})`,
  })
  const items = printers.data?.items ?? []

  function printTest(printer: Printer) {
    testPage.mutate(printer.id, { onSuccess: (answer) => showSnackbar(answer.message, 'success') })
  }

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="printers-heading">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" id="printers-heading" sx={{ fontWeight: 600 }}>
          Receipt printers
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          Add printer
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Network receipt printers that speak ESC/POS on port 9100 (Epson TM, Star in ESC/POS mode, Xprinter, Bixolon…).
        The server prints on them, so it must reach their address. The cash drawer plugs into the printer.
      </Typography>
      {items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography color="text.secondary">
            {printers.isPending
              ? 'Loading the printers…'
              : 'No printer yet: receipts print from the browser. Add one to print receipts and open the drawer by themselves.'}
          </Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <Table size="small" aria-label="Receipt printers">
            <TableHead>
              <TableRow>
                <TableCell>Printer</TableCell>
                <TableCell sx={FROM_SM}>Paper</TableCell>
                <TableCell sx={FROM_MD}>Printing</TableCell>
                <TableCell sx={FROM_MD}>Drawer</TableCell>
                <TableCell sx={FROM_SM}>Tills</TableCell>
                <TableCell align="right">Actions</TableCell>
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
                    <bdi>{printer.paper_width} mm</bdi>
                  </TableCell>
                  <TableCell sx={FROM_MD}>
                    {PRINTER_MODE_TEXT[printer.mode]}
                    {printer.mode === 'codepage' && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        <bdi>{printer.code_page}</bdi>
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ ...FROM_MD, whiteSpace: 'nowrap' }}>Pin {printer.drawer_pin}</TableCell>
                  <TableCell sx={FROM_SM}>
                    {printer.tills.length === 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        None
                      </Typography>
                    ) : (
                      printer.tills.map((till, index) => (
                        <span key={till.id}>
                          {index > 0 && ', '}
                          <bdi>{till.name}</bdi>
                        </span>
                      ))
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ px: 0.5 }}>
                    <RowActions
                      menuLabel={`More actions for ${printer.name}`}
                      actions={[
                        {
                          title: 'Print test page',
                          label: `Print test page on ${printer.name}`,
                          icon: PrintIcon,
                          onClick: () => printTest(printer),
                        },
                        {
                          title: 'Edit',
                          label: `Edit printer ${printer.name}`,
                          icon: EditIcon,
                          onClick: () => setEditing(printer),
                        },
                        {
                          title: 'Remove',
                          label: `Remove printer ${printer.name}`,
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
