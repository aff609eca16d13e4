import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { GIFT_CARD_TYPE_TEXT, type GiftCardEvent } from '@counterpart/domain/schemas/gift-cards'
import { OrderLink } from '../../../components/order-link.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useTranslation } from 'react-i18next'

/** A card's history, oldest first: what each change moved and the balance right after it. */
export function GiftCardHistory({ events }: { events: readonly GiftCardEvent[] }) {
  const { money, dateTime } = useFormatters()
  const { t } = useTranslation('giftcards')
  return (
    <TableContainer>
      <Table size="small" aria-label={t('giftcards:history.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('giftcards:history.date')}</TableCell>
            <TableCell>{t('giftcards:history.change')}</TableCell>
            <TableCell align="right">{t('giftcards:history.amount')}</TableCell>
            <TableCell align="right">{t('giftcards:history.balanceAfter')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('giftcards:history.sale')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('giftcards:history.by')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <bdi>{dateTime(event.created_at)}</bdi>
              </TableCell>
              <TableCell>{GIFT_CARD_TYPE_TEXT[event.type]}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <bdi>{event.amount > 0 ? `+${money(event.amount)}` : money(event.amount)}</bdi>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <bdi>{money(event.balance)}</bdi>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {event.order ? <OrderLink order={{ ...event.order, kind: 'salling' }} /> : '—'}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                <bdi>{event.by || t('giftcards:history.system')}</bdi>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
