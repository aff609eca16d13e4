import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet'
import ReceiptIcon from '@mui/icons-material/Receipt'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { DEFAULT_GATEWAY } from '@counterpart/domain/constants'
import { contactName, type PosCustomer } from '@counterpart/domain/schemas/contacts'
import type { CustomerBalanceResponse } from '@counterpart/domain/schemas/payments'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { isApiError } from '../../../lib/api-error.ts'
import { pathOf } from '../../../lib/paths.ts'
import { CUSTOMER_BALANCE_PATH, useCustomerBalance } from '../../../lib/queries/customer-balance.ts'
import { tillHeaders } from '../../../lib/till.ts'
import { api } from '../../../lib/api.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useCan } from '../../../lib/app-configuration.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { GatewaySelect } from './gateway-select.tsx'
import { GATEWAYS } from '@counterpart/domain/constants'
import { STORE_CREDIT_GATEWAY } from '@counterpart/domain/schemas/tenders'
import { Trans, useTranslation } from 'react-i18next'

type OwedSale = CustomerBalanceResponse['sales'][number]

/** One sale owed: what is left, a payment on it (POST /make-payment, as the order's payments panel takes it), its receipt. */
function OwedSaleRow({ sale, due }: { sale: OwedSale; due: number }) {
  const { money, date } = useFormatters()
  const { t } = useTranslation('pos')
  const canPay = useCan('paymentDetails')
  const queryClient = useQueryClient()
  // POST /make-payment/{order}, as the order's payments panel takes it, naming this device's till (its drawer).
  const make = useMutation({
    mutationFn: (input: { amount: string; gateway: string }) =>
      api.post<{ message: string }>(
        `/make-payment/${sale.id}`,
        { ...input, note: '', status: true, method: true, order_id: sale.id },
        { headers: tillHeaders() },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [CUSTOMER_BALANCE_PATH] }),
        queryClient.invalidateQueries({ queryKey: ['/order'] }),
      ]),
  })
  // Written as the cashier would type it (51.50, not 51.5).
  const [amount, setAmount] = useState(sale.due.toFixed(2))
  const [gateway, setGateway] = useState<string>(DEFAULT_GATEWAY)
  const [error, setError] = useState<string | null>(null)

  function pay() {
    setError(null)
    make.mutate(
      { amount, gateway },
      {
        onSuccess: (answer) => showSnackbar(answer.message, 'success'),
        onError: (failure) =>
          setError(isApiError(failure) ? (failure.errors?.amount?.[0] ?? failure.message) : failure.message),
      },
    )
  }

  return (
    <Box
      component="section"
      aria-label={t('pos:balance.sale', { key: sale.key })}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600 }}>
          <bdi>{sale.key}</bdi>
        </Typography>
        <Typography color="text.secondary">
          {sale.dueDate ? (
            <Trans
              t={t}
              i18nKey="pos:balance.dueBy"
              values={{ date: date(sale.dueDate) }}
              components={{ b: <bdi /> }}
            />
          ) : (
            <bdi>{date(sale.created_at)}</bdi>
          )}
        </Typography>
        <Typography
          sx={{ marginInlineStart: 'auto', fontWeight: 600, color: due > 0 ? 'warning.main' : 'success.main' }}
        >
          {due > 0 ? <bdi>{money(due)}</bdi> : t('pos:balance.paid')}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'flex-start' }}>
        {canPay && due > 0 && (
          <>
            <TextField
              size="small"
              label={t('pos:balance.amount')}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={error !== null}
              helperText={error ?? undefined}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ width: 140 }}
            />
            {/* Issue 31: the customer's store credit may pay what they owe. */}
            <GatewaySelect value={gateway} onChange={setGateway} options={[...GATEWAYS, STORE_CREDIT_GATEWAY]} />
            <Button variant="contained" loading={make.isPending} onClick={pay} sx={{ minHeight: 40 }}>
              {t('pos:balance.takePayment')}
            </Button>
          </>
        )}
        <Button
          startIcon={<ReceiptIcon />}
          // The receipt (Paid, or Due Till with what is left) opens beside the terminal, which keeps its cart.
          onClick={() => window.open(pathOf('PrintSale', { id: sale.id }), '_blank', 'noopener')}
          sx={{ minHeight: 40 }}
        >
          {t('pos:balance.printReceipt')}
        </Button>
      </Stack>
    </Box>
  )
}

/**
 * The customer chip's balance (issue 26): what the sale's customer owes on account, and a payment on any of
 * their sales with its receipt, without leaving the terminal.
 */
export function CustomerBalance({ customer }: { customer: PosCustomer | null }) {
  const balance = useCustomerBalance(customer?.id ?? null)
  const { money } = useFormatters()
  const { t } = useTranslation('pos')
  // The sales owed when the dialog opened stay in it once paid, so their receipt can still be printed.
  const [open, setOpen] = useState<OwedSale[] | null>(null)
  if (!customer || !balance.data) return null
  const name = contactName(customer)
  const owed = balance.data.balance
  const dueOf = (id: number) => balance.data.sales.find((sale) => sale.id === id)?.due ?? 0

  return (
    <>
      {owed > 0 && (
        <Button
          size="small"
          color="warning"
          variant="outlined"
          startIcon={<AccountBalanceWalletIcon />}
          onClick={() => setOpen(balance.data.sales)}
          aria-label={t('pos:balance.owesAction', { name, amount: money(owed) })}
          // As tall as the scan box's status line beside it (scan-box.tsx): choosing a customer who owes never
          // pushes the terminal down in the middle of a sale.
          sx={{
            display: 'flex',
            width: 'fit-content',
            // The caption's line (12 px at 1.4): exactly the scan status's height.
            height: '1.4em',
            minHeight: 0,
            py: 0,
            fontSize: '0.75rem',
            textTransform: 'none',
            maxWidth: '100%',
            '& .MuiButton-startIcon > svg': { fontSize: 16 },
          }}
        >
          <span>
            <Trans
              t={t}
              i18nKey="pos:balance.owes"
              values={{ amount: money(owed) }}
              components={{ b: <bdi data-testid="customer-balance" /> }}
            />
          </span>
        </Button>
      )}
      {open && (
        <Dialog open onClose={() => setOpen(null)} maxWidth="sm" fullWidth aria-labelledby="customer-balance-title">
          <DialogTitle id="customer-balance-title">
            <Trans
              t={t}
              i18nKey="pos:balance.owesTitle"
              values={{ name, amount: money(owed) }}
              components={{ b: <bdi data-testid="customer-balance-owed" /> }}
            />
          </DialogTitle>
          <DialogContent>
            <Stack spacing={1}>
              {open.map((sale) => (
                <OwedSaleRow key={sale.id} sale={sale} due={dueOf(sale.id)} />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(null)}>{t('common:actions.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  )
}
