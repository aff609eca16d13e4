import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { MESSAGES } from '@counterpart/domain/messages'
import { contactName } from '@counterpart/domain/schemas/contacts'
import { noteInList, paymentMethodText } from '@counterpart/domain/schemas/payments'
import { paymentMethodLabel } from '@counterpart/domain/schemas/tenders'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { DeviceUnitsPanel } from '../../components/device-units-panel.tsx'
import { CustomerGiftCards } from '../../components/gift-cards-table.tsx'
import { OrderLink } from '../../components/order-link.tsx'
import { useCan } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useCustomer } from './api/get-customer.ts'
import { ContactCard, contactFields } from './components/contact-card.tsx'
import { ContactDetailFrame } from './components/contact-detail-frame.tsx'
import { CustomerRelationshipPanel } from './components/customer-relationship.tsx'
import { StoreCreditPanel } from './components/store-credit-panel.tsx'
import { useIdParam } from '../../lib/use-id-param.ts'
import { RecordHistory } from '../../components/record-history.tsx'

/** CustomerDetail (spec 002 §2.3): the customer, their whole relationship with the shop (issue 28) and their payments. */
export function CustomerDetailPage() {
  const { t } = useTranslation('contacts')
  const customer = useCustomer(useIdParam())
  const { money, date, dateTime } = useFormatters()
  const canSeePayment = useCan('paymentDetails')
  const data = customer.data?.customer

  return (
    <ContactDetailFrame kind="customer" query={customer} contactId={data?.id}>
      {data && (
        <>
          <ContactCard name={contactName(data)} fields={contactFields(data, date)} />
          <CustomerRelationshipPanel customerId={data.id} />
          <StoreCreditPanel customerId={data.id} />
          <CustomerGiftCards customerId={data.id} />
          <DeviceUnitsPanel filter={{ customer_id: data.id }} />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('contacts:payments.title')}
            </Typography>
            <TableContainer>
              <Table size="small" aria-label={t('contacts:payments.label')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('contacts:payments.date')}</TableCell>
                    <TableCell>{t('contacts:payments.kind')}</TableCell>
                    <TableCell>{t('contacts:payments.order')}</TableCell>
                    <TableCell>{t('contacts:payments.status')}</TableCell>
                    <TableCell>{t('contacts:payments.method')}</TableCell>
                    <TableCell>{t('contacts:payments.gateway')}</TableCell>
                    <TableCell align="right">{t('contacts:payments.amount')}</TableCell>
                    <TableCell>{t('contacts:payments.note')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.payments.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={8} align="center">
                        {MESSAGES.recordNotFound}
                      </TableCell>
                    </TableRow>
                  )}
                  {data.payments.map((payment) => {
                    const refund = payment.order.kind === 'refunding'
                    return (
                      <TableRow key={payment.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {canSeePayment ? (
                            <RouterLink to={pathOf('PaymentDetails', { id: payment.id })}>
                              <bdi>{dateTime(payment.created_at)}</bdi>
                            </RouterLink>
                          ) : (
                            <bdi>{dateTime(payment.created_at)}</bdi>
                          )}
                        </TableCell>
                        {/* Money paid back on a refund is not money received: the two read apart at a glance. */}
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          <Chip
                            size="small"
                            variant="outlined"
                            label={refund ? t('contacts:payments.refundPaidOut') : t('contacts:payments.received')}
                          />
                        </TableCell>
                        <TableCell>
                          <OrderLink order={payment.order} />
                        </TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            color={payment.status ? 'success' : 'warning'}
                            label={payment.status ? t('contacts:payments.paid') : t('contacts:payments.pending')}
                          />
                        </TableCell>
                        <TableCell>{paymentMethodText(payment)}</TableCell>
                        <TableCell>{paymentMethodLabel(payment.gateway)}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          <bdi>{money(refund ? -payment.amount : payment.amount)}</bdi>
                        </TableCell>
                        <TableCell>{noteInList(payment.note)}</TableCell>
                      </TableRow>
                    )
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
          <RecordHistory entity="customer" id={data.id} sx={{ mt: 2 }} />
        </>
      )}
    </ContactDetailFrame>
  )
}
