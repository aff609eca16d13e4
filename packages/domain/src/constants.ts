/** Limits and defaults from the spec, in one place for the server and the browser. */
export const SEARCH_DEBOUNCE_MS = 500
export const SETTINGS_RELOAD_DELAY_MS = 1500
export const SNACKBAR_HIDE_MS = 5000
export const OVERLAY_Z_INDEX = 203
export const MOBILE_BREAKPOINT_PX = 769
export const MAX_ITEMS_PER_PAGE = 100
export const DEFAULT_ITEMS_PER_PAGE = 10
export const DEFAULT_WAREHOUSE_ID = 1
export const STANDARD_BARCODE_LENGTH = 12
export const PRODUCT_TYPES = ['Standard', 'Combo', 'Service'] as const
export const GATEWAYS = ['card', 'cheque', 'cash', 'other'] as const
export const DEFAULT_GATEWAY = 'cash'
export const MAIL_DRIVERS = ['smtp'] as const
export const MAIL_ENCRYPTIONS = ['ssl', 'tls', 'null'] as const
export const IMAGE_TYPES = ['jpg', 'png', 'jpeg'] as const
export const AVATAR_MAX_PX = 50
export const PASSWORD_MIN_LENGTH = 8
export const LOGIN_MAX_ATTEMPTS = 5
export const LOGIN_LOCK_SECONDS = 60
/**
 * Failed sign-ins one account takes in LOGIN_ACCOUNT_WINDOW_MINUTES from all clients together before it
 * is locked for the rest of that window: many more than a team's typos, few enough that guessing from
 * rotating addresses gets nowhere (about 2,900 guesses a day).
 */
export const LOGIN_ACCOUNT_MAX_ATTEMPTS = 30
export const LOGIN_ACCOUNT_WINDOW_MINUTES = 15
export const RESET_TOKEN_MINUTES = 60
export const APP_VERSION = '0.7'
/** Search boxes accept letters and digits only (spec 000 §5); spaces between words are allowed. */
export const SEARCH_TEXT_PATTERN = /^[\p{L}\p{N} ]*$/u
