import { config } from 'zod'

/**
 * zod compiles a fast object parser with `new Function` when the page allows it; the Content-Security-
 * Policy does not (script-src 'self', no 'unsafe-eval'), and zod's probe for it is reported as a CSP
 * violation on every page. Parse without compiling. Imported first by main.tsx, before any schema is
 * built, because zod reads the setting when a schema is created.
 */
config({ jitless: true })
