import { useParams } from 'react-router'

/** The route's `:id` as a record id, or null when it is not a positive whole number (nothing is fetched then). */
export function useIdParam(): number | null {
  const id = Number(useParams().id)
  return Number.isInteger(id) && id > 0 ? id : null
}
