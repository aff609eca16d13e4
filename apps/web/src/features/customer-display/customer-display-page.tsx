import { useQuery, useQueryClient } from '@tanstack/react-query'
import { DISPLAY_TILL_PARAM, IDLE_DISPLAY_STATE } from '@counterpart/domain/schemas/customer-display-texts'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { pairingQuery } from './api/get-pairing.ts'
import { DisplayScreen } from './components/display-screen.tsx'
import { PairForm } from './components/pair-form.tsx'
import { useChannelFeed, useStreamFeed } from './use-display-feed.ts'
import { useShopLanguage } from './use-shop-language.ts'

/** A display window the terminal opened in its own browser (`/display?till=7`): the till's BroadcastChannel. */
function ChannelDisplay({ tillId }: { tillId: number | null }) {
  const feed = useChannelFeed(tillId)
  return <DisplayScreen {...feed} />
}

/** A display on another device (`/display`): paired by a code, then the server's stream of its till. */
function PairedDisplay() {
  const queryClient = useQueryClient()
  const pairing = useQuery(pairingQuery)
  const paired = pairing.isSuccess
  // Unpaired at the till (or its pairing gone): ask the server again, which shows the code form.
  const refused = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: pairingQuery.queryKey }),
    [queryClient],
  )
  const feed = useStreamFeed(paired, refused)
  // The server not answering yet: the display says so instead of asking for a code it may not need.
  if (pairing.isPending)
    return pairing.failureCount > 0 ? <DisplayScreen state={IDLE_DISPLAY_STATE} status="reconnecting" /> : null
  if (!paired) return <PairForm />
  return <DisplayScreen {...feed} />
}

/**
 * The customer display (issue 33, item 5): a second screen facing the customer, showing the cart as it is
 * rung up, the total, what was paid and the change, and the shop's logo between sales, in the shop's theme
 * and direction.
 */
export function CustomerDisplayPage() {
  useShopLanguage()
  const [search] = useSearchParams()
  const till = search.get(DISPLAY_TILL_PARAM)
  if (till === null) return <PairedDisplay />
  const tillId = Number(till)
  return <ChannelDisplay tillId={Number.isSafeInteger(tillId) && tillId > 0 ? tillId : null} />
}
