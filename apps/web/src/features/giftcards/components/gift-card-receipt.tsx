import Box from '@mui/material/Box'
import { groupGiftCardCode, type GiftCardSaleDocument } from '@counterpart/domain/schemas/gift-cards'
import { paymentMethodText } from '@counterpart/domain/schemas/payments'
import { Ltr, ReceiptDivider, ReceiptFooter, ReceiptHeader, ReceiptRow } from '../../../components/receipt-parts.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'

/**
 * The receipt of a sale of gift cards (issue 31): the shop's header, the sale's number and date, then each
 * card with its code as a Code 128 barcode, the code in letters, its amount and its expiry; the total, how it
 * was paid, the cash handed over and the change. `wide` lays the cards side by side on an A4 page.
 */
export function GiftCardReceipt({ sale, wide = false }: { sale: GiftCardSaleDocument; wide?: boolean }) {
  const { money, date, dateTime } = useFormatters()
  return (
    <Box data-testid="gift-card-receipt">
      <ReceiptHeader title={sale.refunded_at ? 'Gift cards (refunded)' : 'Gift cards'} />
      <Box sx={{ textAlign: 'center', fontSize: 11 }}>
        <div>
          <bdi>Sale:</bdi> <Ltr>{sale.key}</Ltr>
        </div>
        <div>
          <Ltr>{dateTime(sale.created_at)}</Ltr>
        </div>
        {sale.by && (
          <div>
            <bdi>By:</bdi> <bdi>{sale.by}</bdi>
          </div>
        )}
        {sale.customer && (
          <div>
            <bdi>Customer:</bdi> <bdi>{sale.customer.name}</bdi>
          </div>
        )}
      </Box>
      <ReceiptDivider />
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: wide ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
        }}
      >
        {sale.cards.map((card) => (
          <Box
            key={card.id}
            data-testid="gift-card-receipt-card"
            sx={{ textAlign: 'center', breakInside: 'avoid', border: wide ? '1px dashed #000' : 0, p: wide ? 1 : 0 }}
          >
            <Box sx={{ fontWeight: 700, fontSize: 14 }}>
              <bdi>Gift card</bdi> <Ltr>{money(card.amount)}</Ltr>
            </Box>
            <Box
              component="img"
              src={card.barcode}
              alt={`Barcode ${card.code}`}
              sx={{ display: 'block', mx: 'auto', my: 0.5, maxWidth: '100%', height: 56 }}
            />
            <Box sx={{ fontFamily: 'monospace', fontSize: 13, letterSpacing: 1, overflowWrap: 'anywhere' }}>
              <Ltr>{groupGiftCardCode(card.code)}</Ltr>
            </Box>
            <Box sx={{ fontSize: 10 }}>
              {card.expires_at ? (
                <>
                  <bdi>Valid until</bdi> <Ltr>{date(card.expires_at)}</Ltr>
                </>
              ) : (
                <bdi>No expiry date</bdi>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      <ReceiptDivider />
      <ReceiptRow label="Total" strong ltr>
        {money(sale.total)}
      </ReceiptRow>
      <ReceiptRow label={paymentMethodText({ method: true, gateway: sale.gateway })} ltr>
        {money(sale.tendered)}
      </ReceiptRow>
      {sale.change > 0 && (
        <ReceiptRow label="Change" ltr>
          {money(sale.change)}
        </ReceiptRow>
      )}
      <Box sx={{ fontSize: 9, mt: 1, textAlign: 'center' }}>
        <bdi>Keep this receipt safe: its code spends the card, in part or in full.</bdi>
      </Box>
      <ReceiptFooter />
    </Box>
  )
}
