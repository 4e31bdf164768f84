import { queryAtom } from '@/lib/effect/query-atom'
import { moneyAtom } from '@/lib/session/money-atom'
import { viewerAtom } from '@/lib/session/session-atoms'
import { loadSimpleDownlines, sendRain } from './agent-api'
import type { RainRequest } from './red-rain-schema'

/** The agent's direct members to choose from, asked each time the page opens (the team changes). */
export const rainMembersQuery = queryAtom((get) => (get(viewerAtom).kind === 'agent' ? loadSimpleDownlines : null), {
  askOnEveryVisit: true,
})

/** A red rain: money, so sealed, sent once, never retried; the wallet is asked again after. */
export const rainAtom = moneyAtom((request: RainRequest) => sendRain(request))
