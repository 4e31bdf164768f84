import type { Viewer } from '@/domain/member'

/**
 * SPEC §4 free play: a guest (or a full member) gets a new trial account; a trial session or a
 * non-member (agent) is refused with free_reject for 2 s. One request at a time.
 */
export type FreePlayState = { readonly tag: 'idle' } | { readonly tag: 'starting' } | { readonly tag: 'done' }
export type FreePlayEvent = { readonly type: 'start' } | { readonly type: 'failed' } | { readonly type: 'started' }

export const freePlayIdle: FreePlayState = { tag: 'idle' }

/** Whether this viewer may start free play. */
export const mayFreePlay = (viewer: Viewer) => viewer.kind === 'guest' || viewer.kind === 'member'

export const freePlayTransition = (state: FreePlayState, event: FreePlayEvent): FreePlayState => {
  switch (event.type) {
    case 'start':
      return state.tag === 'idle' ? { tag: 'starting' } : state
    case 'failed':
      return state.tag === 'starting' ? freePlayIdle : state
    case 'started':
      return state.tag === 'starting' ? { tag: 'done' } : state
  }
}
