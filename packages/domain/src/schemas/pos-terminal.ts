import { FIELD_MESSAGES } from './field-messages.ts'
import { tr } from '../i18n/translate.ts'

/**
 * The terminal's constants, labels, messages and small rules, apart from the zod schemas in pos.ts (which
 * re-exports them): the POS page shows these texts but sends its requests unchecked, so it does not
 * download the request and answer schemas of the whole sales contract.
 */

/** A sale has at most this many lines: a till receipt, not a purchase order. */
export const MAX_SALE_LINES = 500
/** Spec 001 §5: Confirm is enabled from 5 characters of the transaction id. */
export const CONFIRM_TRX_MIN_LENGTH = 5
/** Spec 001 §5: a returned quantity over the sold one resets after 1 s. */
export const REFUND_QTY_RESET_MS = 1000
/** Spec 001 §4: the receipt prints about 2 s after it loads, the mini receipt after 500 ms. */
export const RECEIPT_PRINT_DELAY_MS = 2000
export const MINI_RECEIPT_PRINT_DELAY_MS = 500
/**
 * Spec 001 §2: tile names cut to 12 characters, categories to 15; a stock badge at 9 or below. Issue 26 asks for
 * two full lines of name instead: the tiles clamp the name to two lines and cut the category with an
 * ellipsis at its end in either direction, so these lengths are kept only for reference.
 */
export const TILE_NAME_LENGTH = 12
export const TILE_CATEGORY_LENGTH = 15
export const STOCK_BADGE_AT = 9
/** The advanced product search answers at most this many items. */
export const PRODUCT_SEARCH_LIMIT = 50
/** The header the terminal sends once per checkout so a retried sale is not sold twice. */
export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const IDEMPOTENCY_KEY_MAX = 100

/**
 * The terminal's labels: the cart's tax and discount, the Note and shipping dialog, the payment sheet,
 * and the totals row names for the totals it sends.
 */
export const SALE_LABELS = {
  get salling() {
    return tr('fields:posTerminal.sale.salling')
  },
  get tradeIn() {
    return tr('fields:posTerminal.sale.tradeIn')
  },
  get tenders() {
    return tr('fields:posTerminal.sale.tenders')
  },
  get enterAmount() {
    return tr('fields:posTerminal.sale.enterAmount')
  },
  get discountRate() {
    return tr('fields:posTerminal.sale.discountRate')
  },
  get taxRate() {
    return tr('fields:posTerminal.sale.taxRate')
  },
  get shippingAmount() {
    return tr('fields:posTerminal.sale.shippingAmount')
  },
  get shippingRecipient() {
    return tr('fields:posTerminal.sale.shippingRecipient')
  },
  get shippingInfo() {
    return tr('fields:posTerminal.sale.shippingInfo')
  },
  get method() {
    return tr('fields:posTerminal.sale.method')
  },
  get customer_id() {
    return tr('fields:posTerminal.sale.customer_id')
  },
  get gateway() {
    return tr('fields:posTerminal.sale.gateway')
  },
  get note() {
    return tr('fields:posTerminal.sale.note')
  },
  get noteTitle() {
    return tr('fields:posTerminal.sale.noteTitle')
  },
  get saleNote() {
    return tr('fields:posTerminal.sale.saleNote')
  },
  get printNote() {
    return tr('fields:posTerminal.sale.printNote')
  },
  get dueDate() {
    return tr('fields:posTerminal.sale.dueDate')
  },
  get subTotal() {
    return tr('fields:posTerminal.sale.subTotal')
  },
  get taxAmount() {
    return tr('fields:posTerminal.sale.taxAmount')
  },
  get discountedAmount() {
    return tr('fields:posTerminal.sale.discountedAmount')
  },
  get totalAmount() {
    return tr('fields:posTerminal.sale.totalAmount')
  },
  get totalItems() {
    return tr('fields:posTerminal.sale.totalItems')
  },
  get items() {
    return tr('fields:posTerminal.sale.items')
  },
}

/** A cart line, as the ticket and its item dialog show it. */
export const SALE_ITEM_LABELS = {
  get id() {
    return tr('fields:posTerminal.saleItem.id')
  },
  get custom() {
    return tr('fields:posTerminal.saleItem.custom')
  },
  get name() {
    return tr('fields:posTerminal.saleItem.name')
  },
  get variant() {
    return tr('fields:posTerminal.saleItem.variant')
  },
  get sku() {
    return tr('fields:posTerminal.saleItem.sku')
  },
  get imei() {
    return tr('fields:posTerminal.saleItem.imei')
  },
  get sNumber() {
    return tr('fields:posTerminal.saleItem.sNumber')
  },
  get qty() {
    return tr('fields:posTerminal.saleItem.qty')
  },
  get discount() {
    return tr('fields:posTerminal.saleItem.discount')
  },
  get price() {
    return tr('fields:posTerminal.saleItem.price')
  },
  get subTotal() {
    return tr('fields:posTerminal.saleItem.subTotal')
  },
  get data() {
    return tr('fields:posTerminal.saleItem.data')
  },
}

/** The refund view: the sale's Transaction id, then what comes back. */
export const REFUND_LABELS = {
  get refunding() {
    return tr('fields:posTerminal.refund.refunding')
  },
  get parent_id() {
    return tr('fields:posTerminal.refund.parent_id')
  },
  get gateway() {
    return tr('fields:posTerminal.refund.gateway')
  },
  get note() {
    return tr('fields:posTerminal.refund.note')
  },
  get discountAmount() {
    return tr('fields:posTerminal.refund.discountAmount')
  },
  get discountedAmount() {
    return tr('fields:posTerminal.refund.discountedAmount')
  },
  get taxAmount() {
    return tr('fields:posTerminal.refund.taxAmount')
  },
  get subTotal() {
    return tr('fields:posTerminal.refund.subTotal')
  },
  get totalAmount() {
    return tr('fields:posTerminal.refund.totalAmount')
  },
  get totalItems() {
    return tr('fields:posTerminal.refund.totalItems')
  },
  get items() {
    return tr('fields:posTerminal.refund.items')
  },
  get code() {
    return tr('fields:posTerminal.refund.code')
  },
}
export const REFUND_ITEM_LABELS = {
  get id() {
    return tr('fields:posTerminal.refundItem.id')
  },
  get qty() {
    return tr('fields:posTerminal.refundItem.qty')
  },
  get name() {
    return tr('fields:posTerminal.refundItem.name')
  },
  get price() {
    return tr('fields:posTerminal.refundItem.price')
  },
  get discount() {
    return tr('fields:posTerminal.refundItem.discount')
  },
  get subTotal() {
    return tr('fields:posTerminal.refundItem.subTotal')
  },
  get data() {
    return tr('fields:posTerminal.refundItem.data')
  },
}

export const CONFIRM_SALE_LABELS = {
  get trx() {
    return tr('fields:posTerminal.confirmSale.trx')
  },
}
export const EMAIL_INVOICE_LABELS = {
  get emailTo() {
    return tr('fields:posTerminal.emailInvoice.emailTo')
  },
  get order() {
    return tr('fields:posTerminal.emailInvoice.order')
  },
}
export const POS_PRODUCTS_LABELS = {
  get category_id() {
    return tr('fields:posTerminal.posProducts.category_id')
  },
  get page() {
    return tr('fields:posTerminal.posProducts.page')
  },
  get favourites() {
    return tr('fields:posTerminal.posProducts.favourites')
  },
}
/** POST /pos-favourites: the products of the terminal's first page, in their order. */
export const POS_FAVOURITES_LABELS = {
  get ids() {
    return tr('fields:posTerminal.posFavourites.ids')
  },
}
/**
 * Issue 26: the terminal's first page holds at most this many favourites (a till screen of tiles); with none
 * set it shows this many top sellers of the last TOP_SELLER_DAYS days.
 */
export const POS_FAVOURITES_MAX = 40
export const TOP_SELLER_DAYS = 30
/** The highest page of tiles the terminal asks for: posProductsLimit x 1000 tiles is more than any shop holds. */
export const POS_PRODUCTS_MAX_PAGE = 1000

export const POS_MESSAGES = {
  get saleSaved() {
    return tr('messages:posTerminal.pos.saleSaved')
  },
  get refundSaved() {
    return tr('messages:posTerminal.pos.refundSaved')
  },
  get dueNeedsCustomer() {
    return tr('messages:posTerminal.pos.dueNeedsCustomer')
  },
  get discountNotAllowed() {
    return tr('messages:posTerminal.pos.discountNotAllowed')
  },
  qtyOverSold: (sold: number) => tr('messages:posTerminal.pos.qtyOverSold', { sold }),
  get saleNotFound() {
    return tr('messages:posTerminal.pos.saleNotFound')
  },
  get nothingToReturn() {
    return tr('messages:posTerminal.pos.nothingToReturn')
  },
  get notOnSale() {
    return tr('messages:posTerminal.pos.notOnSale')
  },
  notForSale: (name: string) => tr('messages:posTerminal.pos.notForSale', { name }),
  get unknownProduct() {
    return FIELD_MESSAGES.selected(SALE_ITEM_LABELS.id)
  },
  get unknownCustomer() {
    return FIELD_MESSAGES.selected(SALE_LABELS.customer_id)
  },
  priceChanged: (name: string, price: string) => tr('messages:posTerminal.pos.priceChanged', { name, price }),
  mismatch: (label: string, expected: string) => tr('messages:posTerminal.pos.mismatch', { label, expected }),
  enteredTooLittle: (payable: string) =>
    tr('messages:posTerminal.pos.enteredTooLittle', { enterAmount: SALE_LABELS.enterAmount, payable }),
  get customOnlyOnce() {
    return tr('messages:posTerminal.pos.customOnlyOnce')
  },
  get idempotencyReused() {
    return tr('messages:posTerminal.pos.idempotencyReused')
  },
  get idempotencyInvalid() {
    return tr('messages:posTerminal.pos.idempotencyInvalid', { idempotencyKeyMax: IDEMPOTENCY_KEY_MAX })
  },
  get invoiceSent() {
    return tr('messages:posTerminal.pos.invoiceSent')
  },
  get shipped() {
    return tr('messages:posTerminal.pos.shipped')
  },
  get alreadyShipped() {
    return tr('messages:posTerminal.pos.alreadyShipped')
  },
  get notASale() {
    return tr('messages:posTerminal.pos.notASale')
  },
  get favouriteTwice() {
    return tr('messages:posTerminal.pos.favouriteTwice')
  },
  get favouritesSaved() {
    return tr('messages:posTerminal.pos.favouritesSaved')
  },
  get favouriteUnknown() {
    return tr('messages:posTerminal.pos.favouriteUnknown')
  },
  get notSaleOrRefund() {
    return tr('messages:posTerminal.pos.notSaleOrRefund')
  },
  get orderRemoved() {
    return tr('messages:posTerminal.pos.orderRemoved')
  },
  get hasRefunds() {
    return tr('messages:posTerminal.pos.hasRefunds')
  },
  /** Issue 31: store credit or a gift card paid it (or took a refund): the balance it moved stays on record. */
  get storedValueKept() {
    return tr('messages:posTerminal.pos.storedValueKept')
  },
  get noEmailServer() {
    return tr('messages:posTerminal.pos.noEmailServer')
  },
  get emptyCart() {
    return tr('messages:posTerminal.pos.emptyCart')
  },
  get tooManySaleLines() {
    return tr('messages:posTerminal.pos.tooManySaleLines', { maxSaleLines: MAX_SALE_LINES })
  },
  get nothingChosen() {
    return tr('messages:posTerminal.pos.nothingChosen')
  },
  get tooManyRefundLines() {
    return tr('messages:posTerminal.pos.tooManyRefundLines', { maxSaleLines: MAX_SALE_LINES })
  },
  get customAmountReady() {
    return tr('messages:posTerminal.pos.customAmountReady')
  },
  get customAmountChanged() {
    return tr('messages:posTerminal.pos.customAmountChanged')
  },
}

/**
 * A custom amount (issue 26, Square's "custom sale"): a line of the shop's open-price service, the product
 * with this SKU. A Service priced 0 is sold at the price the terminal sends, named by the line's note.
 */
export const CUSTOM_AMOUNT_PRODUCT = { sku: 'CUSTOM-AMOUNT', name: 'Custom amount' } as const

/** A Service priced 0 takes its price (and its name) from the sale's line: the open-price rule. */
export function isOpenPrice(product: { type: string; price: number }): boolean {
  return product.type === 'Service' && Number(product.price) === 0
}

/**
 * Spec 001 §5: what the scan box received is a scan when it has no letters (and no spaces) and is as
 * long as the shop's barcodes (barcodeContainsDigits); anything else is a search.
 */
export function isScanCode(text: string, barcodeContainsDigits: number): boolean {
  return barcodeContainsDigits > 0 && text.length === barcodeContainsDigits && !/[\p{L}\s]/u.test(text)
}

/** A tile's text cut to its length (spec 001 §2: names to 12, categories to 15). */
export function cutText(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text
}

/** The Confirm button of the refund screen (spec 001 §5). */
export function canConfirmTrx(trx: string): boolean {
  return trx.trim().length >= CONFIRM_TRX_MIN_LENGTH
}
