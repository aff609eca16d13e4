import nodemailer from 'nodemailer'
import type { MailSettings } from '@counterpart/domain/settings'
import type { AppConfig } from '../config.ts'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html?: string
  attachments?: { filename: string; content: Buffer; contentType?: string }[]
}

/**
 * Sends over the SMTP server of the mail settings, or the SMTP_* environment fallback while the
 * settings name no host. Returns the server's answer so "Send test mail" can show it.
 */
export async function sendMail(mail: OutgoingMail, settings: MailSettings, config: AppConfig): Promise<string> {
  const useSettings = settings.mail_host.trim() !== ''
  const fallback = config.smtpFallback
  const host = useSettings ? settings.mail_host : fallback.host
  if (!host) throw new Error('No SMTP server is configured (mail settings or SMTP_HOST).')
  const transport = nodemailer.createTransport({
    host,
    port: useSettings ? settings.mail_port : fallback.port,
    secure: useSettings ? settings.mail_encryption === 'ssl' : fallback.secure,
    requireTLS: useSettings && settings.mail_encryption === 'tls',
    ignoreTLS: useSettings ? settings.mail_encryption === 'null' : !fallback.secure,
    auth: authOf(
      useSettings ? settings.mail_user : fallback.user,
      useSettings ? settings.mail_password : fallback.password,
    ),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  const from = (useSettings && settings.from_email) || fallback.from
  const info = await transport.sendMail({
    from,
    ...(useSettings && settings.reply_email ? { replyTo: settings.reply_email } : {}),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
  })
  return String(info.response ?? '')
}

function authOf(user: string, pass: string) {
  return user ? { user, pass } : undefined
}
