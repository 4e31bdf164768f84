/**
 * The register form (DESIGN.md §5): the mode, and the steps of a submission: verifying (the human
 * challenge), submitting (the affiliate check, then the register call), done. Pure.
 */
export type RegisterMode = 'username' | 'mobile'

export interface RegisterState {
  readonly mode: RegisterMode
  readonly phase: 'editing' | 'verifying' | 'submitting' | 'done'
}

export type RegisterEvent =
  | { readonly type: 'switch'; readonly mode: RegisterMode }
  | { readonly type: 'submit' }
  | { readonly type: 'verified' }
  | { readonly type: 'cancelled' }
  | { readonly type: 'failed' }
  | { readonly type: 'succeeded' }

/** SPEC §2: mobile by default only when mobile registration is on and username registration is off. */
export const registerStart = (usernameOn: boolean, mobileOn: boolean): RegisterState => ({
  mode: mobileOn && !usernameOn ? 'mobile' : 'username',
  phase: 'editing',
})

export const registerTransition = (state: RegisterState, event: RegisterEvent): RegisterState => {
  switch (event.type) {
    case 'switch':
      return state.phase === 'editing' ? { ...state, mode: event.mode } : state
    case 'submit':
      // A double tap starts one submission.
      return state.phase === 'editing' ? { ...state, phase: 'verifying' } : state
    case 'verified':
      return state.phase === 'verifying' ? { ...state, phase: 'submitting' } : state
    case 'cancelled':
      return state.phase === 'verifying' ? { ...state, phase: 'editing' } : state
    case 'failed':
      return state.phase === 'verifying' || state.phase === 'submitting' ? { ...state, phase: 'editing' } : state
    case 'succeeded':
      return state.phase === 'submitting' ? { ...state, phase: 'done' } : state
  }
}
