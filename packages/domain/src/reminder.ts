// The payment reminder's wording (issue 28, item 7), apart from its schemas: the settings' defaults read it
// on every page (the stored default is blank), so neither the wording nor its validation reaches the till's bundle.

import { tr } from './i18n/translate.ts'

/** The reminder's words: {customer}, {amount}, {oldest}, {shop} and {phone} are filled in per customer. */
export const REMINDER_PLACEHOLDERS = ['customer', 'amount', 'oldest', 'shop', 'phone'] as const
export type ReminderValues = Record<(typeof REMINDER_PLACEHOLDERS)[number], string>

export const DEFAULT_REMINDER = {
  get subject() {
    return tr('mail:defaultReminder.subject')
  },
  get body() {
    return tr('mail:defaultReminder.body')
  },
}

/** The wording a reminder uses: the shop's own where it saved one, else the default (in the language of the moment). */
export function reminderWording(saved: { subject: string; body: string }): { subject: string; body: string } {
  return {
    subject: saved.subject.trim() === '' ? DEFAULT_REMINDER.subject : saved.subject,
    body: saved.body.trim() === '' ? DEFAULT_REMINDER.body : saved.body,
  }
}
