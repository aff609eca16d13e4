import Box from '@mui/material/Box'
import { groupGiftCardCode, type GiftCardSaleDocument } from '@counterpart/domain/schemas/gift-cards'
import { paymentMethodText } from '@counterpart/domain/schemas/payments'
import { Ltr, ReceiptDivider, ReceiptFooter, ReceiptHeader, ReceiptRow } from '../../../components/receipt-parts.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { usePaperText, usePaperTranslation } from '../../../lib/i18n/paper.tsx'

/**
 * The receipt of a sale of gift cards (issue 31): the shop's header, the sale's number and date, then each
 * card with its code as a Code 128 barcode, the code in letters, its amount and its expiry; the total, how it
 * was paid, the cash handed over and the change. `wide` lays the cards side by side on an A4 page.
 */
export function GiftCardReceipt({ sale, wide = false }: { sale: GiftCardSaleDocument; wide?: boolean }) {
  const { money, date, dateTime } = useFormatters()
  // Inside a Paper (the print view), in the paper's language: the customer's, else the shop's.
  const { t } = usePaperTranslation('giftcards')
  const paperText = usePaperText()
  return (
    <Box data-testid="gift-card-receipt">
      <ReceiptHeader title={sale.refunded_at ? t('giftcards:receipt.titleRefunded') : t('giftcards:receipt.title')} />
      <Box sx={{ textAlign: 'center', fontSize: 11 }}>
        <div>
          <bdi>{t('giftcards:receipt.sale')}</bdi> <Ltr>{sale.key}</Ltr>
        </div>
        <div>
          <Ltr>{dateTime(sale.created_at)}</Ltr>
        </div>
        {sale.by && (
          <div>
            <bdi>{t('giftcards:receipt.by')}</bdi> <bdi>{sale.by}</bdi>
          </div>
        )}
        {sale.customer && (
          <div>
            <bdi>{t('giftcards:receipt.customer')}</bdi> <bdi>{sale.customer.name}</bdi>
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
              <bdi>{t('giftcards:receipt.card')}</bdi> <Ltr>{money(card.amount)}</Ltr>
            </Box>
            <Box
              component="img"
              src={card.barcode}
              alt={t('giftcards:card.barcode', { code: card.code })}
              sx={{ display: 'block', mx: 'auto', my: 0.5, maxWidth: '100%', height: 56 }}
            />
            <Box sx={{ fontFamily: 'monospace', fontSize: 13, letterSpacing: 1, overflowWrap: 'anywhere' }}>
              <Ltr>{groupGiftCardCode(card.code)}</Ltr>
            </Box>
            <Box sx={{ fontSize: 10 }}>
              {card.expires_at ? (
                <>
                  <bdi>{t('giftcards:receipt.validUntil')}</bdi> <Ltr>{date(card.expires_at)}</Ltr>
                </>
              ) : (
                <bdi>{t('giftcards:card.noExpiry')}</bdi>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      <ReceiptDivider />
      <ReceiptRow label={t('giftcards:receipt.total')} strong ltr>
        {money(sale.total)}
      </ReceiptRow>
      <ReceiptRow label={paperText(() => paymentMethodText({ method: true, gateway: sale.gateway }))} ltr>
        {money(sale.tendered)}
      </ReceiptRow>
      {sale.change > 0 && (
        <ReceiptRow label={t('giftcards:receipt.change')} ltr>
          {money(sale.change)}
        </ReceiptRow>
      )}
      <Box sx={{ fontSize: 9, mt: 1, textAlign: 'center' }}>
        <bdi>{t('giftcards:receipt.keepSafe')}</bdi>
      </Box>
      <ReceiptFooter />
    </Box>
  )
}
