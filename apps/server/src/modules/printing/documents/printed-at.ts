/** A stored ISO time as a slip prints it: "2026-11-27 14:05" (the shop's clock is the server's, like the screens). */
export const printedAt = (iso: string) => iso.slice(0, 16).replace('T', ' ')
