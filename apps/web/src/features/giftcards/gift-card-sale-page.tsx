import PrintIcon from '@mui/icons-material/Print'
import UndoIcon from '@mui/icons-material/Undo'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Chip from '@mui/material/Chip'
import {
  GIFT_CARD_LABELS,
  GIFT_CARD_SALE_GATEWAYS,
  groupGiftCardCode,
  type GiftCardSaleDocument,
} from '@counterpart/domain/schemas/gift-cards'
import { paymentMethodText } from '@counterpart/domain/schemas/payments'
import { paymentMethodLabel } from '@counterpart/domain/schemas/tenders'
import { useState } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { GiftCardStatusChip } from '../../components/gift-cards-table.tsx'
import { LabelledValues } from '../../components/labelled-values.tsx'
import { QueryStatus } from '../../components/query-status.tsx'
import { isApiError } from '../../lib/api-error.ts'
import { pathOf } from '../../lib/paths.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useIdParam } from '../../lib/use-id-param.ts'
import { useGiftCardSale, useRefundGiftCardSale } from './api/gift-card-sale.ts'
import { ReprintButton } from '../../components/reprint-button.tsx'
import { Trans, useTranslation } from 'react-i18next'

/**
 * gift-card-sales/{id} (GiftCardSale): a sale of gift cards, its cards and their balances, its receipt, and
 * a Refund while none of its cards has been used (the money goes back by the method chosen, the cards void).
 */
export function GiftCardSalePage() {
  const id = useIdParam()
  const sale = useGiftCardSale(id)
  const navigate = useNavigate()
  const { money, dateTime, date } = useFormatters()
  const { t } = useTranslation('giftcards')
  const [refunding, setRefunding] = useState(false)
  const data = sale.data
  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('giftcards:sale.title')}
        </Typography>
        {data && (
          <Button startIcon={<PrintIcon />} component={RouterLink} to={pathOf('PrintGiftCards', { id: data.id })}>
            {t('giftcards:sale.receipt')}
          </Button>
        )}
        {data && <ReprintButton kind="gift_card" documentId={data.id} variant="text" />}
        {data?.refundable && (
          <Button variant="outlined" color="error" startIcon={<UndoIcon />} onClick={() => setRefunding(true)}>
            {t('giftcards:sale.refund')}
          </Button>
        )}
        <Button onClick={() => void navigate(-1)}>{t('giftcards:back')}</Button>
      </Stack>
      <QueryStatus query={sale} record="gift card sale" />
      {data && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                <bdi>{data.key}</bdi>
              </Typography>
              {data.refunded_at ? (
                <Chip size="small" label={t('giftcards:sale.refunded')} />
              ) : (
                <Chip size="small" color="success" variant="outlined" label={t('giftcards:sale.sold')} />
              )}
            </Stack>
            <LabelledValues
              perRow={4}
              fields={[
                [t('giftcards:sale.total'), <bdi key="total">{money(data.total)}</bdi>],
                [t('giftcards:sale.paid'), paymentMethodText({ method: true, gateway: data.gateway })],
                [
                  t('giftcards:sale.sold'),
                  <bdi key="sold">{t('giftcards:sale.when', { when: dateTime(data.created_at), who: data.by })}</bdi>,
                ],
                [
                  t('giftcards:sale.customer'),
                  data.customer ? (
                    <RouterLink key="customer" to={pathOf('CustomerDetail', { id: data.customer.id })}>
                      <bdi>{data.customer.name}</bdi>
                    </RouterLink>
                  ) : (
                    ''
                  ),
                ],
                ...(data.refunded_at
                  ? ([[t('giftcards:sale.refunded'), <bdi key="refunded">{dateTime(data.refunded_at)}</bdi>]] as const)
                  : []),
              ]}
            />
            {!data.refundable && !data.refunded_at && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {t('giftcards:sale.notRefundable')}
              </Alert>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('giftcards:sale.cards')}
            </Typography>
            <TableContainer>
              <Table size="small" aria-label={t('giftcards:sale.cardsLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('giftcards:sale.columns.code')}</TableCell>
                    <TableCell>{t('giftcards:sale.columns.status')}</TableCell>
                    <TableCell align="right">{t('giftcards:card.soldFor')}</TableCell>
                    <TableCell align="right">{t('giftcards:card.balance')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {t('giftcards:card.expires')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.cards.map((card) => (
                    <TableRow key={card.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <RouterLink to={pathOf('GiftCardDetail', { code: card.code })}>
                          <bdi>{groupGiftCardCode(card.code)}</bdi>
                        </RouterLink>
                      </TableCell>
                      <TableCell>
                        <GiftCardStatusChip
                          status={card.status}
                          expired={card.expires_at !== null && Date.parse(card.expires_at) <= Date.now()}
                        />
                      </TableCell>
                      <TableCell align="right">
                        <bdi>{money(card.amount)}</bdi>
                      </TableCell>
                      <TableCell align="right">
                        <bdi>{money(card.balance)}</bdi>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                        {card.expires_at ? <bdi>{date(card.expires_at)}</bdi> : t('giftcards:card.never')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
        </Stack>
      )}
      {refunding && data && <RefundDialog sale={data} onClose={() => setRefunding(false)} />}
    </>
  )
}

function RefundDialog({ sale, onClose }: { sale: GiftCardSaleDocument; onClose: () => void }) {
  const { money } = useFormatters()
  const refund = useRefundGiftCardSale()
  const { t } = useTranslation('giftcards')
  const [gateway, setGateway] = useState<string>(sale.gateway)
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <Dialog
      open
      onClose={refund.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="refund-title"
    >
      <DialogTitle id="refund-title">{t('giftcards:refund.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>
            <Trans
              t={t}
              i18nKey="giftcards:refund.body"
              count={sale.cards.length}
              values={{ amount: money(sale.total), count: sale.cards.length }}
              components={{ b: <bdi /> }}
            />
          </Typography>
          {problem && <Alert severity="warning">{problem}</Alert>}
          <TextField
            select
            size="small"
            label={GIFT_CARD_LABELS.gateway}
            value={gateway}
            onChange={(event) => setGateway(event.target.value)}
          >
            {GIFT_CARD_SALE_GATEWAYS.map((option) => (
              <MenuItem key={option} value={option}>
                {paymentMethodLabel(option)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={refund.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={refund.isPending}
          onClick={() =>
            refund.mutate(
              { id: sale.id, gateway: gateway as (typeof GIFT_CARD_SALE_GATEWAYS)[number] },
              {
                onSuccess: (answer) => {
                  showSnackbar(answer.message, 'success')
                  onClose()
                },
                onError: (caught) => setProblem(isApiError(caught) ? caught.message : String(caught)),
              },
            )
          }
        >
          {t('giftcards:sale.refund')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
