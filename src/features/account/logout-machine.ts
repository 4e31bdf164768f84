/**
 * SPEC §4 logout: ask first; once confirmed the user leaves whatever the call answers, and a
 * second tap cannot send a second logout.
 */
export type LogoutState = 'idle' | 'confirming' | 'leaving'
export type LogoutEvent = 'ask' | 'cancel' | 'confirm' | 'left'

export const logoutTransition = (state: LogoutState, event: LogoutEvent): LogoutState => {
  switch (event) {
    case 'ask':
      return state === 'idle' ? 'confirming' : state
    case 'cancel':
      return state === 'confirming' ? 'idle' : state
    case 'confirm':
      return state === 'confirming' ? 'leaving' : state
    case 'left':
      return state === 'leaving' ? 'idle' : state
  }
}
