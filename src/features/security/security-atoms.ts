import { queryAtom } from '@/lib/effect/query-atom'
import { sessionTokenAtom } from '@/lib/session/session-atoms'
import { loadBindConfig, loadSecurityConfig } from './security-api'

/** The member's security summary; asked again on every visit to the centre (a flow may have changed it). */
export const securityConfigQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadSecurityConfig : null), { askOnEveryVisit: true })

/** The withdrawal switches deciding which accounts can be bound. */
export const bindConfigQuery = queryAtom((get) => (get(sessionTokenAtom) ? loadBindConfig : null))
