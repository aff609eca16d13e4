import {
  OPENING_HOURS_MESSAGES,
  openingHoursResponseSchema,
  openingHoursSchema,
  repairBoardQuerySchema,
  repairBoardSchema,
} from '@counterpart/domain/schemas/repair-board'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { doneWith, route } from '../../platform/routes.ts'
import type { RepairBoardService } from './board.ts'
import type { OpeningHoursService } from './opening-hours.ts'

/** The Repairs board and the shop's opening hours its clocks count in (issue 30). */
export function repairBoardRoutes(board: RepairBoardService, openingHours: OpeningHoursService) {
  return [
    route({
      method: 'GET',
      url: '/repair-board',
      gate: 'repairManage',
      summary:
        'The Repairs board: a column per status group with its tickets, overdue first (collected and cancelled of the last days); technician=me|{id} filters',
      query: repairBoardQuerySchema,
      response: repairBoardSchema,
      handler: async ({ query, auth }) => board.board(query, auth?.user.id ?? null),
    }),
    route({
      method: 'GET',
      url: '/opening-hours',
      gate: 'repairManage',
      summary: "The shop's opening hours, in its time zone: a status's time limit counts only these minutes",
      response: openingHoursResponseSchema,
      handler: () => openingHours.get(),
    }),
    route({
      method: 'POST',
      url: '/opening-hours',
      gate: 'repairStatusManage',
      summary: "Sets the shop's opening hours for the whole week (an empty list: round the clock)",
      body: openingHoursSchema,
      response: messageResponseSchema,
      handler: ({ body }) => doneWith(openingHours.save(body), OPENING_HOURS_MESSAGES.saved),
    }),
  ]
}
