import fs from 'node:fs'
import {
  estimateAnswerSchema,
  estimateInputSchema,
  estimateParams,
  publicEstimateDecisionSchema,
  staffEstimateDecisionSchema,
  trackingKeyParams,
} from '@counterpart/domain/schemas/repair-estimates'
import { ESTIMATE_MESSAGES } from '@counterpart/domain/schemas/repair-estimates'
import { repairCreatedSchema } from '@counterpart/domain/schemas/repairs'
import { idParams, route } from '../../platform/routes.ts'
import { requestLanguage } from '../../platform/request-language.ts'
import { publicEstimateAnswerSchema } from '@counterpart/domain/schemas/public-pages'
import type { RepairEstimatesService } from './estimates.ts'
import { estimateInCents } from './wire.ts'

/** Repair estimates (issue 30, item 5): staff draft, send and record answers; the customer answers on the tracking page. */
export function repairEstimatesRoutes(estimates: RepairEstimatesService) {
  return [
    route({
      method: 'POST',
      url: '/repair/:id/estimates',
      gate: 'repairManage',
      status: 201,
      summary:
        'Drafts the next version of a repair estimate (parts and labour lines); open earlier versions are superseded',
      params: idParams,
      body: estimateInputSchema,
      response: repairCreatedSchema,
      handler: async ({ params, body, auth }) => ({
        message: ESTIMATE_MESSAGES.created,
        id: await estimates.create(params.id, estimateInCents(body), auth?.user.id ?? null),
      }),
    }),
    route({
      method: 'PATCH',
      url: '/repair/:id/estimates/:estimateId',
      gate: 'repairManage',
      summary:
        'Edits a draft estimate; editing a sent or answered one makes the next version (the sent one is superseded)',
      params: estimateParams,
      body: estimateInputSchema,
      response: repairCreatedSchema,
      handler: async ({ params, body, auth }) =>
        estimates.update(params.id, params.estimateId, estimateInCents(body), auth?.user.id ?? null),
    }),
    route({
      method: 'POST',
      url: '/repair/:id/estimates/:estimateId/send',
      gate: 'repairManage',
      summary:
        'Sends a draft estimate: the customer gets it by email with the tracking link and the repair waits for the customer',
      params: estimateParams,
      response: estimateAnswerSchema,
      handler: async ({ params, auth }) => ({
        message: await estimates.send(params.id, params.estimateId, auth?.user.id ?? null),
      }),
    }),
    route({
      method: 'POST',
      url: '/repair/:id/estimates/:estimateId/decision',
      gate: 'repairApprove',
      summary: "Records the customer's approval or decline of an estimate given at the counter or by phone",
      params: estimateParams,
      body: staffEstimateDecisionSchema,
      response: estimateAnswerSchema,
      handler: async ({ params, body, auth }) => ({
        message: await estimates.decideForCustomer(params.id, params.estimateId, body, auth?.user.id ?? null),
      }),
    }),
    route({
      method: 'GET',
      url: '/repair/:id/estimates/:estimateId/signature',
      gate: 'repairApprove',
      summary: "Streams the customer's signature of an estimate decision (personal data, never public)",
      params: estimateParams,
      response: { file: ['image/png'] },
      handler: async ({ params, reply }) => {
        const file = await estimates.signatureFile(params.id, params.estimateId)
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .send(fs.createReadStream(file))
      },
    }),
    route({
      method: 'POST',
      url: '/track-repair/:key/estimate',
      gate: 'public',
      visitorLanguage: true,
      summary:
        'The customer approves or declines the estimate awaiting them, naming the version seen, with their name and a drawn signature; rate-limited per address',
      params: trackingKeyParams,
      body: publicEstimateDecisionSchema,
      response: publicEstimateAnswerSchema,
      handler: async ({ params, body, request }) => {
        const message = await estimates.decidePublic(params.key, body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        })
        return { message, language: requestLanguage() }
      },
    }),
  ]
}
