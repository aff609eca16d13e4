/** GET /api/gift-cards (issue 31): the cards, newest first; `/{code}` one card. Apart from the table, so the terminal's dialogs name it without the table. */
export const GIFT_CARD_LIST_PATH = '/gift-cards'
