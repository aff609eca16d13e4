import { tr } from '@counterpart/domain/i18n/translate'
import type { z } from 'zod'
import { holdsGate, type Gate } from '@counterpart/domain/permissions'
import {
  announcementSchema,
  billSettingsSchema,
  generalSettingsSchema,
  LOGO_LABELS,
  logoUpdateResponseSchema,
  mailSettingsSchema,
  mailTestResponseSchema,
  mailTestSchema,
  posSettingsSchema,
  settingsScreenDataSchema,
  settingsUpdateResponseSchema,
  termsUpdateSchema,
  unitsUpdateSchema,
  type SettingsScreenData,
  type SettingsUpdateResponse,
} from '@counterpart/domain/schemas/settings'
import type { AppConfig } from '../../config.ts'
import { ConflictError } from '../../platform/errors.ts'
import { sendMail } from '../../platform/mail.ts'
import { route } from '../../platform/routes.ts'
import { readMultipartForm, requireImage } from '../../platform/uploads.ts'
import { reminderWording } from '@counterpart/domain/reminder'
import { SETTINGS_MESSAGES, type SettingsService } from './service.ts'
import { BALANCE_MESSAGES, reminderTemplateSchema, type ReminderTemplate } from '@counterpart/domain/schemas/balances'

const saved = (message: string): SettingsUpdateResponse => ({ updated: true, message })

/** A settings form's save: POST its body, store it, answer `{ updated, message }`. */
function saveRoute<T>(spec: {
  url: string
  gate: Gate
  summary: string
  body: z.ZodType<T>
  save: (input: T) => Promise<unknown>
  /** Read when the save answers, so it is in the language of whoever saved. */
  message: () => string
}) {
  return route({
    method: 'POST',
    url: spec.url,
    gate: spec.gate,
    summary: spec.summary,
    body: spec.body,
    response: settingsUpdateResponseSchema,
    handler: async ({ body }) => {
      await spec.save(body)
      return saved(spec.message())
    },
  })
}

export function settingsRoutes(settings: SettingsService, config: AppConfig) {
  const logoRoute = (url: '/setting-logo' | '/setting-logo-bill', field: 'logo' | 'logoBill') =>
    route({
      method: 'POST',
      url,
      gate: 'logoSetting',
      summary:
        field === 'logo' ? 'Uploads the app logo (multipart logo)' : 'Uploads the billing logo (multipart logoBill)',
      multipart: true,
      response: logoUpdateResponseSchema,
      handler: async ({ request }) => {
        const form = await readMultipartForm(request, LOGO_LABELS)
        const image = await requireImage(form.files[field], field, LOGO_LABELS[field])
        const url = await settings.setLogo(field, image)
        return { ...saved(field === 'logo' ? SETTINGS_MESSAGES.logo : SETTINGS_MESSAGES.logoBill), url }
      },
    })

  return [
    route({
      method: 'GET',
      url: '/settings',
      gate: 'signedIn',
      summary: 'The stored settings for the settings screens (never the mail password)',
      response: settingsScreenDataSchema,
      handler: async ({ auth }): Promise<SettingsScreenData> =>
        settings.screenData(
          holdsGate(auth?.actions ?? null, 'mailSetting'),
          holdsGate(auth?.actions ?? null, 'generalSetting'),
          config.appUrl,
        ),
    }),
    saveRoute({
      url: '/setting-general-update',
      gate: 'generalSetting',
      summary: 'Saves the general settings',
      body: generalSettingsSchema,
      save: (input) => settings.updateGeneral(input),
      message: () => SETTINGS_MESSAGES.general,
    }),
    saveRoute({
      url: '/setting-mail-update',
      gate: 'mailSetting',
      summary: 'Saves the SMTP settings; a blank mail_password keeps the stored one; refused in demo mode',
      body: mailSettingsSchema,
      save: (input) => settings.updateMail(input),
      message: () => SETTINGS_MESSAGES.mail,
    }),
    route({
      method: 'POST',
      url: '/setting-mail-test',
      readOnly: true,
      gate: 'mailSetting',
      summary: "Sends a test mail with the stored SMTP settings and reports the server's answer",
      body: mailTestSchema,
      response: mailTestResponseSchema,
      handler: async ({ body, request }) => {
        if (settings.demo) throw new ConflictError(SETTINGS_MESSAGES.demoMail)
        const stored = await settings.get()
        let answer: string
        try {
          answer = await sendMail(
            {
              to: body.to,
              subject: tr('mail:settingsTest.subject', { shop: stored.general.site_name }),
              text: tr('mail:settingsTest.text', { shop: stored.general.site_name }),
            },
            stored.mail,
            config,
          )
        } catch (error) {
          request.log.warn({ err: error }, 'test mail failed')
          const reason = error instanceof Error ? error.message : String(error)
          throw new ConflictError(tr('messages:settings.testMailFailed', { reason }))
        }
        return {
          sent: true,
          response: answer,
          message: tr('messages:settings.testMailSent', { to: body.to, answer }),
        }
      },
    }),
    logoRoute('/setting-logo', 'logo'),
    logoRoute('/setting-logo-bill', 'logoBill'),
    saveRoute({
      url: '/setting-terms-update',
      gate: 'termsSetting',
      summary: 'Saves one terms text (saleTerms, refundTerms, purhcaseTerms, repairTerms, customTerms or billTerms)',
      body: termsUpdateSchema,
      save: (input) => settings.updateTerms(input),
      message: () => SETTINGS_MESSAGES.terms,
    }),
    saveRoute({
      url: '/setting-pos-update',
      gate: 'generalSetting',
      summary: 'Saves the POS settings',
      body: posSettingsSchema,
      save: (input) => settings.updatePos(input),
      message: () => SETTINGS_MESSAGES.pos,
    }),
    saveRoute({
      url: '/setting-billing-update',
      gate: 'generalSetting',
      summary: 'Saves the bill (slip) settings',
      body: billSettingsSchema,
      save: (input) => settings.updateBill(input),
      message: () => SETTINGS_MESSAGES.bill,
    }),
    saveRoute({
      url: '/setting-units-update',
      gate: 'generalSetting',
      summary: 'Saves the comma-separated unit choices; a unit in use by products cannot be removed',
      body: unitsUpdateSchema,
      save: (input) => settings.updateUnits(input),
      message: () => SETTINGS_MESSAGES.units,
    }),
    route({
      method: 'GET',
      url: '/setting-reminder',
      gate: 'mailSetting',
      summary: "The payment reminder's wording, placeholders in braces (issue 28, item 7)",
      response: reminderTemplateSchema,
      handler: async (): Promise<ReminderTemplate> => reminderWording((await settings.get()).reminder),
    }),
    saveRoute({
      url: '/setting-reminder-update',
      gate: 'mailSetting',
      summary: "Saves the payment reminder's subject and message",
      body: reminderTemplateSchema,
      save: (input) => settings.updateReminder(input),
      message: () => BALANCE_MESSAGES.templateSaved,
    }),
    saveRoute({
      url: '/setting-announcement',
      gate: 'generalSetting',
      summary: 'Saves the announcement shown to staff on the POS screen',
      body: announcementSchema,
      save: (input) => settings.updateAnnouncement(input),
      message: () => SETTINGS_MESSAGES.announcement,
    }),
  ]
}
