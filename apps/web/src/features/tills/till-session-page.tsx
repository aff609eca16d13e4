import DownloadIcon from '@mui/icons-material/Download'
import PrintIcon from '@mui/icons-material/Print'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useNavigate, Link as RouterLink } from 'react-router'
import type { CashMovementKind } from '@counterpart/domain/schemas/tills'
import { CashDifference } from '../../components/cash-difference.tsx'
import { LabelledValues } from '../../components/labelled-values.tsx'
import { OrderLink } from '../../components/order-link.tsx'
import { QueryStatus } from '../../components/query-status.tsx'
import { pathOf } from '../../lib/paths.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useIdParam } from '../../lib/use-id-param.ts'
import { useSessionDetail } from './api/session-detail.ts'
import { zReportCsvUrl } from './api/z-report.ts'
import { ReprintButton } from '../../components/reprint-button.tsx'
import { useTranslation } from 'react-i18next'

/** Every kind the server writes has its words (a kind added to CASH_MOVEMENT_KINDS fails here until it does). */
const KIND_LABELS = {
  sale: 'tills:movement.sale',
  refund: 'tills:movement.refund',
  payment: 'tills:movement.payment',
  buyback: 'tills:movement.buyback',
  gift_card: 'tills:movement.giftCard',
  deposit: 'tills:movement.deposit',
  cash_in: 'tills:cash.in',
  cash_out: 'tills:cash.out',
  no_sale: 'tills:cash.noSale',
} satisfies Record<CashMovementKind, string>
const KIND_LABEL: Readonly<Record<string, string>> = KIND_LABELS

/** till-session/{id} (TillSession, Reports): a session's facts, its Z and every movement of its drawer. */
export function TillSessionPage() {
  const detail = useSessionDetail(useIdParam())
  const { t } = useTranslation('tills')
  const { money, dateTime } = useFormatters()
  const navigate = useNavigate()
  const data = detail.data
  const session = data?.session
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('tills:session.title')}
        </Typography>
        <Button onClick={() => void navigate(-1)}>{t('tills:session.back')}</Button>
      </Stack>
      <QueryStatus query={detail} record="till session" />
      {data && session && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                <bdi>{session.tillName}</bdi>
                {session.zNumber !== null && (
                  <>
                    {' · '}
                    {/* "Z 1" stays one piece in a right-to-left shop, where "1 Z" would read as another report. */}
                    <bdi>{t('tills:session.z', { number: session.zNumber })}</bdi>
                  </>
                )}
              </Typography>
              <Chip
                size="small"
                color={session.status === 'open' ? 'success' : 'default'}
                label={session.status === 'open' ? t('tills:page.open') : t('tills:page.closed')}
              />
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
                  t('tills:report.closed'),
                  session.closed_at ? (
                    <bdi key="closed">
                      {t('tills:page.when', { when: dateTime(session.closed_at), who: session.closedBy ?? '' })}
                    </bdi>
                  ) : (
                    ''
                  ),
                ],
                [t('tills:report.openingFloat'), <bdi key="float">{money(session.openingFloat)}</bdi>],
                [
                  t('tills:close.expected'),
                  session.expectedCash === null ? '' : <bdi key="expected">{money(session.expectedCash)}</bdi>,
                ],
                [
                  t('tills:close.counted'),
                  session.countedCash === null ? '' : <bdi key="counted">{money(session.countedCash)}</bdi>,
                ],
                [t('tills:close.difference'), <CashDifference key="difference" difference={session.difference} />],
              ]}
            />
            {session.status === 'closed' && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
                <Button
                  component={RouterLink}
                  to={pathOf('ZReportPrint', { id: session.id })}
                  variant="contained"
                  startIcon={<PrintIcon />}
                >
                  {t('tills:session.zReport')}
                </Button>
                <ReprintButton kind="z_report" documentId={session.id} />
                <Button href={zReportCsvUrl(session.id)} download startIcon={<DownloadIcon />}>
                  {t('tills:page.zCsv')}
                </Button>
              </Stack>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('tills:session.movements')}
            </Typography>
            {data.movements.length === 0 ? (
              <Typography color="text.secondary">{t('tills:session.noMovements')}</Typography>
            ) : (
              <Table size="small" aria-label={t('tills:session.movements')}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ fontWeight: 600 }}>{t('tills:session.columns.time')}</TableCell>
                    <TableCell sx={{ fontWeight: 600 }}>{t('tills:session.columns.movement')}</TableCell>
                    <TableCell sx={{ fontWeight: 600 }}>{t('tills:session.columns.reason')}</TableCell>
                    <TableCell sx={{ fontWeight: 600, display: { xs: 'none', sm: 'table-cell' } }}>
                      {t('tills:session.columns.by')}
                    </TableCell>
                    <TableCell sx={{ fontWeight: 600 }} align="right">
                      {t('tills:count.amount')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.movements.map((movement) => (
                    <TableRow key={movement.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <bdi>{dateTime(movement.created_at)}</bdi>
                      </TableCell>
                      <TableCell>
                        {movement.kind in KIND_LABEL ? t(KIND_LABEL[movement.kind] ?? '') : movement.kind}
                      </TableCell>
                      <TableCell sx={{ minWidth: 160 }}>
                        {movement.order_id !== null && (
                          <OrderLink
                            order={{
                              id: movement.order_id,
                              key: movement.order_key ?? String(movement.order_id),
                              kind: movement.kind === 'refund' ? 'refunding' : 'salling',
                            }}
                          />
                        )}
                        {movement.order_id !== null && movement.reason ? ' · ' : ''}
                        <bdi>{movement.reason}</bdi>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        <bdi>{movement.userName}</bdi>
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                        <bdi>{money(movement.amount)}</bdi>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Paper>
        </Stack>
      )}
    </>
  )
}
