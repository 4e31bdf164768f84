import type { Getter } from 'jotai'
import { viewerAtom } from '@/lib/session/session-atoms'

/**
 * Whether the signed-in viewer is an agent: the agent pages' queries ask nothing otherwise (their
 * routes' guard sends others home; this keeps the calls from going first).
 */
export const isAgent = (get: Getter) => get(viewerAtom).kind === 'agent'
