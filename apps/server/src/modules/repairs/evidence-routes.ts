import fs from 'node:fs'
import { z } from 'zod'
import type { FastifyReply } from 'fastify'
import {
  checklistCategoryInputSchema,
  checklistCategoryListSchema,
  REPAIR_EVIDENCE_LABELS,
  REPAIR_EVIDENCE_MESSAGES,
  repairChecklistInputSchema,
  repairChecklistListSchema,
  repairFileParamsSchema,
  repairPhotoListSchema,
  repairPhotoUpdateSchema,
  repairSignatureInputSchema,
  repairSignatureListSchema,
} from '@counterpart/domain/schemas/repair-evidence'
import { createdResponseSchema, messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { recordId } from '@counterpart/domain/schemas/fields'
import { trackRepairSchema } from '@counterpart/domain/schemas/repairs'
import { addedWith, doneWith, idParams, route } from '../../platform/routes.ts'
import { requestLanguage } from '../../platform/request-language.ts'
import { trackedPhotosAnswerSchema } from '@counterpart/domain/schemas/public-pages'
import { readMultipartForm } from '../../platform/uploads.ts'
import type { RepairEvidenceService } from './evidence.ts'

const IMAGE_FILE = { file: ['image/png', 'image/jpeg', 'application/octet-stream'] } as const

function stream(reply: FastifyReply, file: { path: string; mimetype: string }) {
  return reply
    .header('content-type', file.mimetype)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(fs.createReadStream(file.path))
}

// A tracking key is letters and digits: anything else (a NUL byte PostgreSQL cannot even compare) is not one.
const trackFileParams = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,40}$/, 'This is not a tracking key.'),
  fileId: recordId('File'),
})

/**
 * Evidence at intake and pickup (issue 30, item 6). The lists (addresses, never bytes) are for whoever
 * works repairs; the files only for repairEvidenceView; a customer-visible photo through its tracking key.
 */
export function repairEvidenceRoutes(evidence: RepairEvidenceService) {
  return [
    route({
      method: 'GET',
      url: '/repair/:id/photos',
      gate: 'repairManage',
      summary: "A repair job's photos: stage, whether the customer sees it, and the gated address of the file",
      params: idParams,
      response: repairPhotoListSchema,
      handler: async ({ params }) => ({ items: await evidence.photos(params.id) }),
    }),
    route({
      method: 'POST',
      url: '/repair/:id/photos',
      gate: 'repairManage',
      status: 201,
      summary: 'Adds a photo (multipart: photo, stage, customerVisible, caption); PNG or JPEG up to 5 MB, kept private',
      params: idParams,
      multipart: true,
      response: createdResponseSchema,
      handler: async ({ params, request, auth }) =>
        addedWith(
          evidence.addPhoto(
            params.id,
            await readMultipartForm(request, { photo: REPAIR_EVIDENCE_LABELS.photo }),
            auth?.user.id ?? null,
          ),
          REPAIR_EVIDENCE_MESSAGES.photoAdded,
        ),
    }),
    route({
      method: 'GET',
      url: '/repair/:id/photos/:fileId',
      gate: 'repairEvidenceView',
      summary: 'Streams a photo of a repair job (private: staff who may see repair photos and signatures)',
      params: repairFileParamsSchema,
      response: IMAGE_FILE,
      handler: async ({ params, reply }) => stream(reply, await evidence.photoFile(params.id, params.fileId)),
    }),
    route({
      method: 'PATCH',
      url: '/repair/:id/photos/:fileId',
      gate: 'repairManage',
      summary: 'Shows a photo to the customer on the tracking page, or hides it; changes its caption',
      params: repairFileParamsSchema,
      body: repairPhotoUpdateSchema,
      response: messageResponseSchema,
      handler: ({ params, body }) =>
        doneWith(evidence.updatePhoto(params.id, params.fileId, body), REPAIR_EVIDENCE_MESSAGES.photoUpdated),
    }),
    route({
      method: 'DELETE',
      url: '/repair/:id/photos/:fileId',
      gate: 'repairManage',
      summary: 'Removes a photo of a repair job',
      params: repairFileParamsSchema,
      response: messageResponseSchema,
      handler: ({ params, auth }) =>
        doneWith(
          evidence.removePhoto(params.id, params.fileId, auth?.user.id ?? null),
          REPAIR_EVIDENCE_MESSAGES.photoRemoved,
        ),
    }),
    route({
      method: 'GET',
      url: '/repair/:id/checklists',
      gate: 'repairManage',
      summary: "A repair job's checklists (at intake, after the repair): each item pass, fail or not tested",
      params: idParams,
      response: repairChecklistListSchema,
      handler: async ({ params }) => ({ items: await evidence.checklists(params.id) }),
    }),
    route({
      method: 'POST',
      url: '/repair/:id/checklists',
      gate: 'repairManage',
      summary: 'Fills the checklist of a stage (intake or after the repair), replacing one filled before',
      params: idParams,
      body: repairChecklistInputSchema,
      response: messageResponseSchema,
      handler: ({ params, body, auth }) =>
        doneWith(
          evidence.saveChecklist(params.id, body, auth?.user.id ?? null),
          REPAIR_EVIDENCE_MESSAGES.checklistSaved,
        ),
    }),
    route({
      method: 'GET',
      url: '/repair/:id/signatures',
      gate: 'repairManage',
      summary: "A repair job's signatures (at drop-off, at pickup), with the gated address of each",
      params: idParams,
      response: repairSignatureListSchema,
      handler: async ({ params }) => ({ items: await evidence.signatures(params.id) }),
    }),
    route({
      method: 'POST',
      url: '/repair/:id/signatures',
      gate: 'repairManage',
      status: 201,
      summary: "Keeps the customer's signature (a PNG data URL from the signature pad) at drop-off or at pickup",
      params: idParams,
      body: repairSignatureInputSchema,
      bodyLimit: 2 * 1024 * 1024,
      response: createdResponseSchema,
      handler: ({ params, body, auth }) =>
        addedWith(
          evidence.addSignature(params.id, body, auth?.user.id ?? null),
          REPAIR_EVIDENCE_MESSAGES.signatureSaved,
        ),
    }),
    route({
      method: 'GET',
      url: '/repair/:id/signatures/:fileId',
      gate: 'repairEvidenceView',
      summary: "Streams a customer's signature (private: staff who may see repair photos and signatures)",
      params: repairFileParamsSchema,
      response: IMAGE_FILE,
      handler: async ({ params, reply }) => stream(reply, await evidence.signatureFile(params.id, params.fileId)),
    }),
    route({
      method: 'GET',
      url: '/checklist-categories',
      gate: 'repairManage',
      summary: 'The device categories and the items each one checks',
      response: checklistCategoryListSchema,
      handler: async () => ({ items: await evidence.categories() }),
    }),
    route({
      method: 'POST',
      url: '/checklist-categories',
      gate: 'repairStatusManage',
      status: 201,
      summary: 'Adds a device category with the items its checklist checks',
      body: checklistCategoryInputSchema,
      response: createdResponseSchema,
      handler: ({ body }) => addedWith(evidence.saveCategory(null, body), REPAIR_EVIDENCE_MESSAGES.categoryCreated),
    }),
    route({
      method: 'PATCH',
      url: '/checklist-categories/:id',
      gate: 'repairStatusManage',
      summary: "Renames a device category or changes its checklist's items (checklists filled before keep theirs)",
      params: idParams,
      body: checklistCategoryInputSchema,
      response: messageResponseSchema,
      handler: ({ params, body }) =>
        doneWith(evidence.saveCategory(params.id, body), REPAIR_EVIDENCE_MESSAGES.categoryUpdated),
    }),
    route({
      method: 'DELETE',
      url: '/checklist-categories/:id',
      gate: 'repairStatusManage',
      summary: 'Removes a device category (checklists filled with it keep its name)',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => doneWith(evidence.removeCategory(params.id), REPAIR_EVIDENCE_MESSAGES.categoryRemoved),
    }),
    // A POST like the spec's POST /track-repair: the lookup counts against the tracking limit (a write no GET
    // may make), and the key stays out of addresses and logs.
    route({
      method: 'POST',
      url: '/track-repair/photos',
      readOnly: true,
      gate: 'public',
      visitorLanguage: true,
      summary: 'The photos the shop lets the customer see, by tracking key (rate-limited like tracking)',
      body: trackRepairSchema,
      response: trackedPhotosAnswerSchema,
      handler: async ({ body, request }) => {
        const items = await evidence.trackedPhotos(body.key, request.ip)
        return { items, language: requestLanguage() }
      },
    }),
    route({
      method: 'GET',
      url: '/track-repair/:key/photos/:fileId',
      gate: 'public',
      visitorLanguage: true,
      summary: 'Streams a photo the shop lets the customer see, through its tracking key only',
      params: trackFileParams,
      response: IMAGE_FILE,
      handler: async ({ params, reply }) => stream(reply, await evidence.trackedPhotoFile(params.key, params.fileId)),
    }),
  ]
}
