import type { Cents } from '../money.ts'

/**
 * Catalogue formulas: the sale price of a Combo variant and the check digit of a generated barcode.
 * Integer cents only.
 */

/** A Combo variant sells at the product's price plus the variant's extra (spec 000 §2, spec 001 §4). */
export function variantSalePrice(basePrice: Cents, extra: Cents): Cents {
  return basePrice + extra
}

/** The display name of a variant on a cart line or a detail table: "Phone case (Red)". */
export function variantDisplayName(productName: string, variant: string): string {
  return `${productName} (${variant})`
}

/**
 * The UPC-A / GTIN-12 check digit of the first 11 digits: three times the digits in odd positions
 * plus the digits in even positions, and the digit that brings the sum to a multiple of ten.
 */
export function upcCheckDigit(first11: string): number {
  if (!/^\d{11}$/.test(first11)) throw new RangeError(`UPC body must be 11 digits: ${first11}`)
  let sum = 0
  for (let index = 0; index < 11; index += 1) {
    const digit = Number(first11[index])
    sum += index % 2 === 0 ? digit * 3 : digit
  }
  return (10 - (sum % 10)) % 10
}

/** True for a 12-digit code whose last digit is its UPC-A check digit. */
export function isValidUpc(code: string): boolean {
  return /^\d{12}$/.test(code) && upcCheckDigit(code.slice(0, 11)) === Number(code[11])
}

/**
 * A valid 12-digit barcode from 11 random digits (the caller supplies them, so this stays pure).
 * The first digit is never 0, so spreadsheets and scanners that drop leading zeros keep all 12.
 */
export function upcFromDigits(random11: string): string {
  if (!/^\d{11}$/.test(random11)) throw new RangeError(`need 11 digits: ${random11}`)
  const body = (random11[0] === '0' ? '1' : random11[0]) + random11.slice(1)
  return body + String(upcCheckDigit(body))
}
