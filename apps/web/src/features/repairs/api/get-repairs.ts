import { listQueryKey } from '../../../components/list-query-key.ts'

/** GET /api/repair, read by the repair table (which runs the query itself from this path). */
export const REPAIR_LIST_PATH = '/repair'

/** Every repair list page and every single repair: what a change to a repair invalidates. */
export const repairsQueryKey = listQueryKey(REPAIR_LIST_PATH)
