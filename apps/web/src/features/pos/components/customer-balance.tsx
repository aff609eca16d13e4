import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet'
import ReceiptIcon from '@mui/icons-material/Receipt'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { contactName, type PosCustomer } from '@counterpart/domain/schemas/contacts'
import type { CustomerBalanceResponse } from '@counterpart/domain/schemas/payments'
import { useState } from 'react'
import { PaymentsPanel } from '../../../components/payments-panel.tsx'
import { pathOf } from '../../../lib/paths.ts'
import { useCustomerBalance } from '../../../lib/queries/customer-balance.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'

/**
 * The customer chip's balance (issue 26): what the sale's customer owes on account, and a way to take a
 * payment on any of their sales with the order's payments panel, and print its receipt (Paid, or Due Till
 * with what is left), without leaving the terminal.
 */
export function CustomerBalance({ customer }: { customer: PosCustomer | null }) {
  const balance = useCustomerBalance(customer?.id ?? null)
  const { money, date } = useFormatters()
  // The sales owed when the dialog opened stay in it once paid, so their receipt can still be printed.
  const [open, setOpen] = useState<CustomerBalanceResponse['sales'] | null>(null)
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
          aria-label={`${name} owes ${money(owed)}: take a payment`}
          sx={{ mt: 0.5, textTransform: 'none', maxWidth: '100%' }}
        >
          <span>
            Owes <bdi data-testid="customer-balance">{money(owed)}</bdi>
          </span>
        </Button>
      )}
      {open && (
        <Dialog open onClose={() => setOpen(null)} maxWidth="md" fullWidth aria-labelledby="customer-balance-title">
          <DialogTitle id="customer-balance-title">
            {name} owes <bdi data-testid="customer-balance-owed">{money(owed)}</bdi>
          </DialogTitle>
          <DialogContent>
            <Stack spacing={1}>
              {open.map((sale) => (
                <Accordion key={sale.id} disableGutters defaultExpanded={open.length === 1}>
                  <AccordionSummary aria-controls={`owed-${sale.id}`}>
                    <Stack
                      direction="row"
                      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, width: '100%', alignItems: 'baseline' }}
                    >
                      <Typography sx={{ fontWeight: 600 }}>
                        <bdi>{sale.key}</bdi>
                      </Typography>
                      <Typography color="text.secondary">
                        {sale.dueDate ? (
                          <>
                            Due by <bdi>{date(sale.dueDate)}</bdi>
                          </>
                        ) : (
                          <bdi>{date(sale.created_at)}</bdi>
                        )}
                      </Typography>
                      <Typography
                        sx={{
                          marginInlineStart: 'auto',
                          fontWeight: 600,
                          color: dueOf(sale.id) > 0 ? 'warning.main' : 'success.main',
                        }}
                      >
                        {dueOf(sale.id) > 0 ? <bdi>{money(dueOf(sale.id))}</bdi> : 'Paid'}
                      </Typography>
                    </Stack>
                  </AccordionSummary>
                  <AccordionDetails id={`owed-${sale.id}`}>
                    <PaymentsPanel orderId={sale.id} />
                    <Button
                      sx={{ mt: 1 }}
                      startIcon={<ReceiptIcon />}
                      // The receipt opens beside the terminal, which keeps its cart.
                      onClick={() => window.open(pathOf('PrintSale', { id: sale.id }), '_blank', 'noopener')}
                    >
                      Print receipt
                    </Button>
                  </AccordionDetails>
                </Accordion>
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(null)}>Close</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  )
}
