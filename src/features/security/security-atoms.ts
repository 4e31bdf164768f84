import { answeredWithin } from '@/lib/effect/answered-within'
import { policies } from '@/lib/effect/policies'
import { queryAtom } from '@/lib/effect/query-atom'
import { sessionTokenAtom } from '@/lib/session/session-atoms'
import { loadBindConfig, loadSecurityConfig } from './security-api'

/** The member's security summary; asked again on every visit to the centre (a flow may have changed it). */
export const securityConfigQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadSecurityConfig : null), { askOnEveryVisit: true })

/** The withdrawal switches deciding which accounts can be bound. */
export const bindConfigQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadBindConfig : null))
/** Whether the centre may show its items: the cards' rows (bank, e-wallet, crypto) come from this answer. */
export const bindConfigReadyAtom = answeredWithin(bindConfigQuery, policies.formDataWait)
