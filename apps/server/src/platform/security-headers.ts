import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * The Content-Security-Policy of every response (the web app, its print views, the installer, API
 * answers, uploaded files and PDFs). Scripts come only from the app's own files: no inline script, no
 * eval. Styles may be inline because MUI (emotion) writes its styles into <style> tags at run time
 * (docs/decisions.md, "Security headers"). Images may be data: (the favicon) or blob: (the preview of a
 * picked image or of a camera capture). No page may be framed by another site.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
} as const

/**
 * Security headers on every response of an app (Fastify hook, so 404s, static files and uploads get
 * them too): the CSP above, X-Frame-Options DENY, X-Content-Type-Options nosniff, Referrer-Policy
 * same-origin (addresses, which may carry a transaction or reset token, never leave the shop's site),
 * Cross-Origin-Opener/Resource-Policy same-origin. HSTS and upgrade-insecure-requests only when the
 * shop runs behind HTTPS (SECURE_COOKIES=true): on plain HTTP they would break a LAN install.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CSP_DIRECTIVES,
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xPoweredBy: true,
  })
}
