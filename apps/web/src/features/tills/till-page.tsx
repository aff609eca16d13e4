import AddIcon from '@mui/icons-material/Add'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import DownloadIcon from '@mui/icons-material/Download'
import EditIcon from '@mui/icons-material/Edit'
import AddCircleOutlineIcon from '@mui/icons-material/AddCircle'
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircle'
import LockOpenIcon from '@mui/icons-material/LockOpen'
import PrintIcon from '@mui/icons-material/Print'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import type { TillRecord, SessionSummary } from '@counterpart/domain/schemas/tills'
import { useEffect, useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { CashDifference } from '../../components/cash-difference.tsx'
import { LabelledValues } from '../../components/labelled-values.tsx'
import { QueryStatus } from '../../components/query-status.tsx'
import { useCan } from '../../lib/app-configuration.ts'
import { pathOf } from '../../lib/paths.ts'
import { useTills } from '../../lib/queries/tills.ts'
import { chooseTill, chosenTillId } from '../../lib/till.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useXReport, xReportCsvUrl } from './api/x-report.ts'
import { CashMovementDialog, NoSaleDialog } from './components/cash-dialogs.tsx'
import { CloseSessionForm } from './components/close-session-form.tsx'
import { OpenSessionForm } from './components/open-session-form.tsx'
import { TillNameDialog, TillNameForm } from './components/till-name-form.tsx'
import { ReprintButton } from '../../components/reprint-button.tsx'

type CashDialog = 'in' | 'out' | 'no-sale' | null

/** The open session: its facts, the drawer's movements, the X report, and the count that closes it. */
function OpenSession({
  till,
  session,
  onClosed,
}: {
  till: TillRecord
  session: SessionSummary
  onClosed: (session: SessionSummary) => void
}) {
  const { money, dateTime } = useFormatters()
  const x = useXReport(session.id)
  // The terminal's Till menu opens this page with ?cash=in|out|no-sale: that dialog is open at once.
  const [searchParams] = useSearchParams()
  const asked = searchParams.get('cash')
  const [dialog, setDialog] = useState<CashDialog>(
    asked === 'in' || asked === 'out' || asked === 'no-sale' ? asked : null,
  )
  const report = x.data
  return (
    <>
      <Paper component="section" aria-labelledby="session-title" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id="session-title">
            <bdi>{till.name}</bdi>
          </Typography>
          <Chip size="small" color="success" label="Open" />
        </Stack>
        <LabelledValues
          perRow={4}
          fields={[
            ['Opened', <bdi key="opened">{`${dateTime(session.opened_at)} · ${session.openedBy}`}</bdi>],
            [
              'Opening float',
              <bdi key="float" data-testid="till-float">
                {money(session.openingFloat)}
              </bdi>,
            ],
            ['Sales', report ? <bdi key="sales">{`${report.sales.count} · ${money(report.sales.total)}`}</bdi> : '—'],
            [
              'Expected in the drawer',
              report ? (
                <bdi key="expected" data-testid="till-expected">
                  {report.expectedCash === null ? 'Hidden (blind count)' : money(report.expectedCash)}
                </bdi>
              ) : (
                '—'
              ),
            ],
          ]}
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<AddCircleOutlineIcon />}
            onClick={() => setDialog('in')}
            sx={{ minHeight: 48 }}
          >
            Cash in
          </Button>
          <Button
            variant="outlined"
            startIcon={<RemoveCircleOutlineIcon />}
            onClick={() => setDialog('out')}
            sx={{ minHeight: 48 }}
          >
            Cash out
          </Button>
          <Button
            variant="outlined"
            startIcon={<LockOpenIcon />}
            onClick={() => setDialog('no-sale')}
            sx={{ minHeight: 48 }}
          >
            No sale
          </Button>
          <Button
            component={RouterLink}
            to={pathOf('TillReportPrint', { id: session.id })}
            variant="outlined"
            startIcon={<PrintIcon />}
            sx={{ minHeight: 48 }}
          >
            X report
          </Button>
          <ReprintButton kind="x_report" documentId={session.id} sx={{ minHeight: 48 }} />
          <Button
            href={xReportCsvUrl(session.id)}
            download
            startIcon={<DownloadIcon />}
            sx={{ minHeight: 48 }}
            aria-label="X report as CSV"
          >
            CSV
          </Button>
        </Stack>
      </Paper>
      <CloseSessionForm
        session={session}
        expectedCash={report?.expectedCash ?? null}
        blind={report?.blind === true}
        onClosed={onClosed}
      />
      {(dialog === 'in' || dialog === 'out') && (
        <CashMovementDialog sessionId={session.id} direction={dialog} onClose={() => setDialog(null)} />
      )}
      {dialog === 'no-sale' && <NoSaleDialog sessionId={session.id} onClose={() => setDialog(null)} />}
    </>
  )
}

/** The session just closed: what the drawer should have held, what it held, the difference, and its Z. */
function ClosedSession({ session, onDone }: { session: SessionSummary; onDone: () => void }) {
  const { money } = useFormatters()
  return (
    <Paper component="section" aria-labelledby="closed-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id="closed-title">
          Session closed · Z <bdi data-testid="closed-z-number">{session.zNumber}</bdi>
        </Typography>
        <Chip size="small" label="Closed" />
      </Stack>
      <LabelledValues
        fields={[
          ['Expected', <bdi key="expected">{session.expectedCash === null ? '—' : money(session.expectedCash)}</bdi>],
          ['Counted', <bdi key="counted">{session.countedCash === null ? '—' : money(session.countedCash)}</bdi>],
          [
            'Difference',
            <CashDifference key="difference" difference={session.difference} data-testid="closed-difference" />,
          ],
        ]}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button
          component={RouterLink}
          to={pathOf('TillReportPrint', { id: session.id })}
          variant="contained"
          startIcon={<PrintIcon />}
          sx={{ minHeight: 48 }}
        >
          Print Z report
        </Button>
        <ReprintButton kind="z_report" documentId={session.id} sx={{ minHeight: 48 }} />
        <Button href={xReportCsvUrl(session.id)} download startIcon={<DownloadIcon />} sx={{ minHeight: 48 }}>
          Z report as CSV
        </Button>
        <Button onClick={onDone} sx={{ minHeight: 48 }}>
          Done
        </Button>
      </Stack>
    </Paper>
  )
}

/**
 * /pos/till (Till, issue 19): which till this device stands at, its session (opened with a counted float),
 * cash in and out, "no sale", the X report, and the close that counts the drawer and writes the Z. The
 * terminal's cart waits in this browser meanwhile.
 */
export function TillPage() {
  const tills = useTills()
  const canManage = useCan('generalSetting')
  const [tillId, setTillId] = useState(chosenTillId)
  const [closed, setClosed] = useState<SessionSummary | null>(null)
  const [naming, setNaming] = useState<'add' | 'rename' | null>(null)
  const list = tills.data?.tills ?? []
  const till = list.find((item) => item.id === tillId) ?? null

  function choose(id: number | null) {
    chooseTill(id)
    setTillId(id)
    setClosed(null)
  }

  // A shop with one till: this device stands at it, there is nothing to choose.
  const only = list.length === 1 ? list[0] : undefined
  useEffect(() => {
    if (only && tillId !== only.id) choose(only.id)
  }, [only, tillId])

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Till
        </Typography>
        {canManage && list.length > 0 && (
          <Button startIcon={<AddIcon />} onClick={() => setNaming('add')}>
            Add a till
          </Button>
        )}
        <Button component={RouterLink} to={pathOf('PosSale')} variant="outlined" startIcon={<ArrowBackIcon />}>
          Back to the terminal
        </Button>
      </Stack>
      <QueryStatus query={tills} record="tills" />
      {tills.data && list.length === 0 && canManage && (
        <Paper component="section" aria-labelledby="first-till-title" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" id="first-till-title">
            Add the shop’s first till
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            A till is one cash drawer: each has its own sessions, cash count and numbered Z reports.
          </Typography>
          <TillNameForm onSaved={choose} />
        </Paper>
      )}
      {tills.data && list.length === 0 && !canManage && (
        <Alert severity="info">
          No till has been set up yet. Ask a manager who may change the general settings to add one here; the terminal
          sells as before meanwhile.
        </Alert>
      )}
      {list.length > 0 && (
        <Paper sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <TextField
              select
              label="This device’s till"
              value={till ? String(till.id) : ''}
              onChange={(event) => choose(Number(event.target.value))}
              sx={{ flex: 1, maxWidth: 420 }}
              helperText={till ? undefined : 'Choose the till whose drawer is at this counter.'}
            >
              {list.map((item) => (
                <MenuItem key={item.id} value={String(item.id)}>
                  <bdi>{item.name}</bdi>
                  {item.openSession ? ` · open (${item.openSession.openedBy})` : ''}
                </MenuItem>
              ))}
            </TextField>
            {canManage && till && (
              <Tooltip title={`Rename ${till.name}`}>
                <IconButton aria-label={`Rename ${till.name}`} onClick={() => setNaming('rename')}>
                  <EditIcon />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        </Paper>
      )}
      {till && closed && <ClosedSession session={closed} onDone={() => setClosed(null)} />}
      {till && !closed && !till.openSession && <OpenSessionForm till={till} />}
      {till && !closed && till.openSession && (
        <OpenSession till={till} session={till.openSession} onClosed={setClosed} />
      )}
      {naming && (
        <TillNameDialog
          till={naming === 'rename' ? (till ?? undefined) : undefined}
          onClose={() => setNaming(null)}
          onSaved={(id) => {
            setNaming(null)
            if (naming === 'add') choose(id)
          }}
        />
      )}
    </Stack>
  )
}
