import { rainMembersMax, type RainResult } from './red-rain-schema'

/**
 * Red rain's steps (/m/redRain): choose members, then the amount and the payment password, then
 * the result per member. The chosen names are kept in the order chosen and carried back and forth
 * between the first two steps; a rain sent starts the next one afresh.
 */
export type RainState =
  | { readonly step: 'choose'; readonly chosen: ReadonlyArray<string> }
  | { readonly step: 'amount'; readonly chosen: ReadonlyArray<string> }
  | { readonly step: 'result'; readonly chosen: ReadonlyArray<string>; readonly result: RainResult }

export type RainEvent =
  | { readonly type: 'toggle'; readonly userName: string }
  /** Those shown (a search's matches) join the chosen, as many as the limit leaves room for. */
  | { readonly type: 'choose-all'; readonly userNames: ReadonlyArray<string> }
  | { readonly type: 'clear' }
  | { readonly type: 'next' }
  | { readonly type: 'back' }
  | { readonly type: 'sent'; readonly result: RainResult }
  | { readonly type: 'again' }

export const rainStart: RainState = { step: 'choose', chosen: [] }

export const rainTransition = (state: RainState, event: RainEvent): RainState => {
  switch (event.type) {
    case 'toggle': {
      if (state.step !== 'choose') return state
      const { chosen } = state
      if (chosen.includes(event.userName)) return { ...state, chosen: chosen.filter((name) => name !== event.userName) }
      return chosen.length < rainMembersMax ? { ...state, chosen: [...chosen, event.userName] } : state
    }
    case 'choose-all': {
      if (state.step !== 'choose') return state
      const room = rainMembersMax - state.chosen.length
      const more = event.userNames.filter((name) => !state.chosen.includes(name)).slice(0, Math.max(room, 0))
      return { ...state, chosen: [...state.chosen, ...more] }
    }
    case 'clear':
      return state.step === 'choose' ? { ...state, chosen: [] } : state
    case 'next':
      return state.step === 'choose' && state.chosen.length > 0 ? { step: 'amount', chosen: state.chosen } : state
    case 'back':
      return state.step === 'amount' ? { step: 'choose', chosen: state.chosen } : state
    case 'sent':
      return state.step === 'amount' ? { step: 'result', chosen: state.chosen, result: event.result } : state
    case 'again':
      return state.step === 'result' ? rainStart : state
  }
}

/** What a rain takes from the wallet: the amount for each member, in whole cents. */
export const rainTotal = (amountEach: number, members: number) => Math.round(amountEach * 100 * members) / 100
