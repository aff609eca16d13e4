import { z } from 'zod'

/** GET /health: the app is up and its database answers. */
export const healthResponseSchema = z.object({ status: z.string() })

/** GET /docs: the OpenAPI document; its paths and components are described by the OpenAPI standard itself. */
export const openApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string() }),
  components: z.record(z.string(), z.unknown()),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
})
