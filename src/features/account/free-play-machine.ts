import type { Viewer } from '@/domain/member'

/**
 * SPEC §4 free play: a guest (or a full member) gets a new trial account; a trial session or a
 * non-member (agent) is refused with free_reject for 2 s. One request at a time; a refused one says
 * why under the button until it is tried again.
 */
export type FreePlayState =
  { readonly tag: 'idle' } | { readonly tag: 'starting' } | { readonly tag: 'refused'; readonly reason: string } | { readonly tag: 'done' }
export type FreePlayEvent = { readonly type: 'start' } | { readonly type: 'failed'; readonly reason: string } | { readonly type: 'started' }

export const freePlayIdle: FreePlayState = { tag: 'idle' }

/** Whether this viewer may start free play. */
export const mayFreePlay = (viewer: Viewer) => viewer.kind === 'guest' || viewer.kind === 'member'

/** Whether a tap now sends a request: not while one is on its way, nor after the trial began. */
export const mayStart = (state: FreePlayState) => state.tag === 'idle' || state.tag === 'refused'

export const freePlayTransition = (state: FreePlayState, event: FreePlayEvent): FreePlayState => {
  switch (event.type) {
    case 'start':
      return mayStart(state) ? { tag: 'starting' } : state
    case 'failed':
      return state.tag === 'starting' ? { tag: 'refused', reason: event.reason } : state
    case 'started':
      return state.tag === 'starting' ? { tag: 'done' } : state
  }
}
