/**
 * The wording of every field message, shared by the schemas (fields.ts) and the few browser checks that
 * run without zod (the sign-in page keeps zod out of its bundle). No zod here, on purpose.
 */

/** The wording of every field message, so the server's answers and the browser's checks read the same. */
export const FIELD_MESSAGES = {
  required: (label: string) => `The ${label} field is required.`,
  requiredWhen: (label: string, condition: string) => `The ${label} field is required when ${condition}.`,
  text: (label: string) => `The ${label} must be a text.`,
  number: (label: string) => `The ${label} must be a number.`,
  integer: (label: string) => `The ${label} must be an integer.`,
  atLeast: (label: string, min: number | string) => `The ${label} must be at least ${min}.`,
  atMost: (label: string, max: number | string) => `The ${label} may not be greater than ${max}.`,
  between: (label: string, min: number, max: number) => `The ${label} must be between ${min} and ${max}.`,
  greaterThan: (label: string, min: number) => `The ${label} must be greater than ${min}.`,
  maxChars: (label: string, max: number) => `The ${label} may not be greater than ${max} characters.`,
  decimals: (label: string, places = 2) => `The ${label} may have at most ${places} decimals.`,
  email: (label: string) => `The ${label} must be a valid email address.`,
  selected: (label: string) => `The selected ${label} is invalid.`,
  trueOrFalse: (label: string) => `The ${label} field must be true or false.`,
  date: (label: string) => `The ${label} is not a valid date (YYYY-MM-DD).`,
  taken: (label: string) => `The ${label} has already been taken.`,
  imageType: (label: string, types: readonly string[]) => `The ${label} must be a file of type: ${types.join(', ')}.`,
  imageTooLarge: (label: string, megabytes: number) => `The ${label} may not be greater than ${megabytes} MB.`,
} as const
