import LocalPrintshopIcon from '@mui/icons-material/LocalPrintshop'
import Button, { type ButtonProps } from '@mui/material/Button'
import { PRINTING_TERMINAL_TEXT, type ReprintKind } from '@counterpart/domain/schemas/printing-terminal'
import { useCan } from '../lib/app-configuration.ts'
import { isApiError } from '../lib/api-error.ts'
import { usePrintOnTill } from '../lib/queries/print-jobs.ts'
import { useTills } from '../lib/queries/tills.ts'
import { showSnackbar } from '../lib/snackbar.ts'
import { chosenTillId } from '../lib/till.ts'
import { RowAction } from './row-action.tsx'

/**
 * Whether this device's till has a receipt printer (issue 33). The tills are read only by someone who may sell
 * (their gate): anyone else is at no till.
 */
export function useTillHasPrinter(): boolean {
  const canSell = useCan('saleCreate')
  const id = chosenTillId()
  const tills = useTills({ enabled: canSell && id !== null })
  return tills.data?.tills.some((till) => till.id === id && till.printer !== null) === true
}

/** The queued job's message; a refusal (409: this till has no printer) in words, other failures the app's handler reports. */
const PRINT_ANSWERS = {
  onSuccess: (answer: { message: string }) => showSnackbar(answer.message, 'success'),
  onError: (error: Error) => {
    if (isApiError(error) && error.status === 409) showSnackbar(error.message, 'error')
  },
}

/**
 * "Print on the receipt printer" beside a document's Print button (issue 33): the document printed again on
 * the printer of the till this device stands at. Drawn only when that till has a printer.
 */
export function ReprintButton({
  kind,
  documentId,
  ...props
}: { kind: ReprintKind; documentId: number } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const hasPrinter = useTillHasPrinter()
  const print = usePrintOnTill()
  if (!hasPrinter) return null
  return (
    <Button
      variant="outlined"
      startIcon={<LocalPrintshopIcon />}
      {...props}
      loading={print.isPending}
      onClick={() => print.mutate({ kind, document_id: documentId }, PRINT_ANSWERS)}
    >
      {PRINTING_TERMINAL_TEXT.reprint}
    </Button>
  )
}

/** The same as a list row's icon (the repairs' list, whose Print is a row action). */
export function ReprintRowAction({
  kind,
  documentId,
  label,
}: {
  kind: ReprintKind
  documentId: number
  label: string
}) {
  const hasPrinter = useTillHasPrinter()
  const print = usePrintOnTill()
  if (!hasPrinter) return null
  return (
    <RowAction
      title={PRINTING_TERMINAL_TEXT.reprint}
      label={label}
      icon={LocalPrintshopIcon}
      size="small"
      disabled={print.isPending}
      onClick={() => print.mutate({ kind, document_id: documentId }, PRINT_ANSWERS)}
    />
  )
}
