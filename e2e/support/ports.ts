/**
 * E2E_PORT picks the app's port (default 3200); the mail catcher sits 1000 and 1001 above it.
 * Several people can run their journeys at once by choosing different E2E_PORTs.
 */
export function e2ePorts() {
  const app = Number(process.env.E2E_PORT ?? 3200)
  return { app, mailSmtp: app + 1000, mailHttp: app + 1001 }
}
