import { Effect } from 'effect'
import { policies } from '@/lib/effect/policies'
import { debounced } from '@/lib/effect/timing'
import type { LoginMode } from './remembered-login'

/**
 * The login form (DESIGN.md §5): which mode, whether a request is in flight, whether the platform
 * has asked for a captcha. Pure; the form runs the calls. A captcha once asked stays until login.
 */
export interface LoginState {
  readonly mode: LoginMode
  readonly phase: 'editing' | 'submitting' | 'done'
  readonly captcha: boolean
}

export type LoginEvent =
  | { readonly type: 'switch'; readonly mode: LoginMode }
  | { readonly type: 'submit' }
  | { readonly type: 'failed'; readonly captcha: boolean }
  | { readonly type: 'succeeded' }

export const loginStart = (mode: LoginMode = 'username'): LoginState => ({ mode, phase: 'editing', captcha: false })

export const loginTransition = (state: LoginState, event: LoginEvent): LoginState => {
  switch (event.type) {
    case 'switch':
      // Not while a login is in flight: its answer belongs to the mode it was sent in.
      return state.phase === 'editing' && event.mode !== state.mode ? { ...state, mode: event.mode } : state
    case 'submit':
      // A second tap while one login is in flight sends nothing.
      return state.phase === 'editing' ? { ...state, phase: 'submitting' } : state
    case 'failed':
      return state.phase === 'submitting' ? { ...state, phase: 'editing', captcha: state.captcha || event.captcha } : state
    case 'succeeded':
      return state.phase === 'submitting' ? { ...state, phase: 'done' } : state
  }
}

/** SPEC §2: a language change re-validates the filled fields 200 ms later (the next change restarts it). */
export const revalidateLater = (revalidate: () => void) => debounced(policies.languageRevalidateDebounce)(Effect.sync(revalidate))
