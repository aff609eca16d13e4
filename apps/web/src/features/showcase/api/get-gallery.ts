import { listQueryKey } from '../../../components/list-query-key.ts'

/** GET /api/gallery, read by the gallery admin table. */
export const GALLERY_LIST_PATH = '/gallery'
export const galleryQueryKey = listQueryKey(GALLERY_LIST_PATH)
