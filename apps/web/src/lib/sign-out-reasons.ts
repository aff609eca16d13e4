import { tr } from '@counterpart/domain/i18n/translate'

/**
 * Why the sign-in page is shown, when the app sent the user there itself: `/login?reason=<key>`.
 * Kept out of packages/domain's zod schemas so the sign-in page stays light (bundle-size.spec.ts).
 */
export const SIGN_OUT_REASONS = {
  get restored() {
    return tr('auth:signedOut.restored')
  },
}

export type SignOutReason = keyof typeof SIGN_OUT_REASONS

export function signOutMessage(reason: string | null): string | null {
  return reason !== null && Object.hasOwn(SIGN_OUT_REASONS, reason) ? SIGN_OUT_REASONS[reason as SignOutReason] : null
}

export function signInUrl(reason: SignOutReason): string {
  return `/login?reason=${reason}`
}
