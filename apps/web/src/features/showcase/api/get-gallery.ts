import { listQueryKey } from '../../../components/server-data-table.tsx'

/** GET /api/gallery, read by the gallery admin table. */
export const GALLERY_LIST_PATH = '/gallery'
export const galleryQueryKey = listQueryKey(GALLERY_LIST_PATH)
