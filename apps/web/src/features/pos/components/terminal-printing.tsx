import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { PRINTING_TERMINAL_TEXT as TEXT } from '@counterpart/domain/schemas/printing-terminal'
import { useEffect, useRef, useState } from 'react'
import { isApiError } from '../../../lib/api-error.ts'
import {
  useCancelPrintJob,
  useFailedJobsOfTill,
  usePrintOnTill,
  useRetryPrintJob,
} from '../../../lib/queries/print-jobs.ts'
import { useTills } from '../../../lib/queries/tills.ts'
import { chosenTillId } from '../../../lib/till.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { TERMINAL_WIDE } from '../layout.ts'
import { browserPrintPath, noticeOf, stillHandled } from '../print-notice.ts'

/**
 * The terminal's printing (issue 33), loaded apart from the terminal: the "did not print" notice and the
 * question after a sale at a till that asks. Both read this device's till from the tills the terminal
 * already polls.
 */
function useThisTill() {
  const id = chosenTillId()
  return useTills().data?.tills.find((till) => till.id === id) ?? null
}

/** A refusal (409: no printer, a job already printed) in words; other failures the app's handler reports. */
const failed = (error: Error) => {
  if (isApiError(error) && error.status === 409) showSnackbar(error.message, 'error')
}

/**
 * A receipt of this till that did not print, the moment the poll sees it, floating over the products so
 * the sale goes on: Retry, Print in the browser (the job is cancelled, so it never prints twice) or Dismiss
 * (cancelled). Polls only while the terminal is open and its till has a printer.
 */
export function PrintNotice() {
  const till = useThisTill()
  const jobs = useFailedJobsOfTill(till?.printer != null)
  const retry = useRetryPrintJob()
  const cancel = useCancelPrintJob()
  const [handled, setHandled] = useState<ReadonlySet<number>>(() => new Set())
  const items = jobs.data?.items
  useEffect(() => {
    if (items) setHandled((current) => stillHandled(current, items))
  }, [items])
  const notice = noticeOf(items ?? [], handled)
  if (!notice || !till?.printer) return null
  const { job, more } = notice
  const path = browserPrintPath(job)
  const handle = (then: () => void) => {
    setHandled((current) => new Set(current).add(job.id))
    then()
  }

  return (
    <Alert
      severity="error"
      data-testid="print-notice"
      sx={{
        position: 'fixed',
        insetInlineStart: 16,
        // Above the phone's sticky pay bar; beside the ticket from 769 px.
        bottom: 88,
        [TERMINAL_WIDE]: { bottom: 16 },
        zIndex: (theme) => theme.zIndex.modal - 1,
        width: 460,
        maxWidth: 'calc(100vw - 32px)',
        boxShadow: 6,
        '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {/* dir="auto": the English sentence keeps its closing "." at its own end in a right-to-left shop. */}
      <Box component="span" dir="auto" sx={{ display: 'block' }}>
        {TEXT.didNotPrint(job.title, job.error)}
      </Box>
      {more > 0 && (
        <Box component="span" sx={{ display: 'block', opacity: 0.8 }}>
          {TEXT.moreFailed(more)}
        </Box>
      )}
      <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          color="error"
          onClick={() => handle(() => retry.mutate(job.id, { onError: failed }))}
        >
          {TEXT.retry}
        </Button>
        {path && (
          <Button
            size="small"
            color="inherit"
            onClick={() =>
              handle(() => {
                window.open(path, '_blank', 'noopener')
                cancel.mutate(job.id, { onError: failed })
              })
            }
          >
            {TEXT.printInBrowser}
          </Button>
        )}
        <Button size="small" color="inherit" onClick={() => handle(() => cancel.mutate(job.id, { onError: failed }))}>
          {TEXT.dismiss}
        </Button>
      </Stack>
    </Alert>
  )
}

/**
 * "Print the receipt?" on the sold view of a till that asks: Enter prints (Print has the focus), Escape skips;
 * either way the focus goes back to New sale. Part of the page, not a dialog, so nothing waits for it.
 */
export function AskToPrint({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const till = useThisTill()
  const print = usePrintOnTill()
  const [answered, setAnswered] = useState(false)
  const asking = !answered && Boolean(till?.printer) && till?.print_mode === 'ask'
  const printRef = useRef<HTMLButtonElement>(null)
  // After the commit, not as autoFocus: the sold view's New Sale takes the focus when both mount together.
  useEffect(() => {
    if (asking) printRef.current?.focus()
  }, [asking])
  if (!asking) return null
  const done = () => {
    setAnswered(true)
    onDone()
  }
  const yes = () => {
    print.mutate(
      { kind: 'receipt', document_id: orderId },
      {
        onSuccess: (answer) => showSnackbar(answer.message, 'success'),
        onError: failed,
      },
    )
    done()
  }
  return (
    <Alert
      severity="info"
      data-testid="ask-to-print"
      onKeyDown={(event) => {
        if (event.key === 'Escape') done()
      }}
      action={
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="contained" onClick={yes} ref={printRef}>
            {TEXT.askPrint}
          </Button>
          <Button size="small" onClick={done}>
            {TEXT.askSkip}
          </Button>
        </Stack>
      }
    >
      <strong>{TEXT.askTitle}</strong> {TEXT.askHint}
    </Alert>
  )
}
