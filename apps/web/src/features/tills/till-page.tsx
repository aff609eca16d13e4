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
import { Trans, useTranslation } from 'react-i18next'

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
  const { t } = useTranslation('tills')
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
          <Chip size="small" color="success" label={t('tills:page.open')} />
        </Stack>
        <LabelledValues
          perRow={4}
          fields={[
            [
              t('tills:report.opened'),
              <bdi key="opened">
                {t('tills:page.when', { when: dateTime(session.opened_at), who: session.openedBy })}
              </bdi>,
            ],
            [
              t('tills:report.openingFloat'),
              <bdi key="float" data-testid="till-float">
                {money(session.openingFloat)}
              </bdi>,
            ],
            [
              t('tills:report.sales'),
              report ? (
                <bdi key="sales">
                  {t('tills:page.salesFigure', { count: report.sales.count, amount: money(report.sales.total) })}
                </bdi>
              ) : (
                '—'
              ),
            ],
            [
              t('tills:page.expectedInDrawer'),
              report ? (
                <bdi key="expected" data-testid="till-expected">
                  {report.expectedCash === null ? t('tills:report.hiddenBlind') : money(report.expectedCash)}
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
            {t('tills:cash.in')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<RemoveCircleOutlineIcon />}
            onClick={() => setDialog('out')}
            sx={{ minHeight: 48 }}
          >
            {t('tills:cash.out')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<LockOpenIcon />}
            onClick={() => setDialog('no-sale')}
            sx={{ minHeight: 48 }}
          >
            {t('tills:cash.noSale')}
          </Button>
          <Button
            component={RouterLink}
            to={pathOf('TillReportPrint', { id: session.id })}
            variant="outlined"
            startIcon={<PrintIcon />}
            sx={{ minHeight: 48 }}
          >
            {t('tills:terminal.xReport')}
          </Button>
          <ReprintButton kind="x_report" documentId={session.id} sx={{ minHeight: 48 }} />
          <Button
            href={xReportCsvUrl(session.id)}
            download
            startIcon={<DownloadIcon />}
            sx={{ minHeight: 48 }}
            aria-label={t('tills:page.xCsv')}
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
  const { t } = useTranslation('tills')
  const { money } = useFormatters()
  return (
    <Paper component="section" aria-labelledby="closed-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id="closed-title">
          <Trans
            t={t}
            i18nKey="tills:page.closedTitle"
            values={{ number: session.zNumber }}
            components={{ b: <bdi data-testid="closed-z-number" /> }}
          />
        </Typography>
        <Chip size="small" label={t('tills:page.closed')} />
      </Stack>
      <LabelledValues
        fields={[
          [
            t('tills:close.expected'),
            <bdi key="expected">{session.expectedCash === null ? '—' : money(session.expectedCash)}</bdi>,
          ],
          [
            t('tills:close.counted'),
            <bdi key="counted">{session.countedCash === null ? '—' : money(session.countedCash)}</bdi>,
          ],
          [
            t('tills:close.difference'),
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
          {t('tills:page.printZ')}
        </Button>
        <ReprintButton kind="z_report" documentId={session.id} sx={{ minHeight: 48 }} />
        <Button href={xReportCsvUrl(session.id)} download startIcon={<DownloadIcon />} sx={{ minHeight: 48 }}>
          {t('tills:page.zCsv')}
        </Button>
        <Button onClick={onDone} sx={{ minHeight: 48 }}>
          {t('tills:page.done')}
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
  const { t } = useTranslation('tills')
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
          {t('tills:terminal.till')}
        </Typography>
        {canManage && list.length > 0 && (
          <Button startIcon={<AddIcon />} onClick={() => setNaming('add')}>
            {t('tills:name.addTitle')}
          </Button>
        )}
        <Button component={RouterLink} to={pathOf('PosSale')} variant="outlined" startIcon={<ArrowBackIcon />}>
          {t('tills:page.back')}
        </Button>
      </Stack>
      <QueryStatus query={tills} record="tills" />
      {tills.data && list.length === 0 && canManage && (
        <Paper component="section" aria-labelledby="first-till-title" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" id="first-till-title">
            {t('tills:page.firstTill')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('tills:page.firstTillIntro')}
          </Typography>
          <TillNameForm onSaved={choose} />
        </Paper>
      )}
      {tills.data && list.length === 0 && !canManage && <Alert severity="info">{t('tills:page.noTill')}</Alert>}
      {list.length > 0 && (
        <Paper sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <TextField
              select
              label={t('tills:page.deviceTill')}
              value={till ? String(till.id) : ''}
              onChange={(event) => choose(Number(event.target.value))}
              sx={{ flex: 1, maxWidth: 420 }}
              helperText={till ? undefined : t('tills:page.deviceTillHint')}
            >
              {list.map((item) => (
                <MenuItem key={item.id} value={String(item.id)}>
                  <bdi>{item.name}</bdi>
                  {item.openSession ? t('tills:page.openBy', { name: item.openSession.openedBy }) : ''}
                </MenuItem>
              ))}
            </TextField>
            {canManage && till && (
              <Tooltip title={t('tills:name.rename', { name: till.name })}>
                <IconButton
                  aria-label={t('tills:name.rename', { name: till.name })}
                  onClick={() => setNaming('rename')}
                >
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
