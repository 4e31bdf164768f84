import type { BankCards } from './card-schema'

/** PLATFORM.md §1.4: virtual accounts (40-42) may not bind cards. */
const virtualTypes: ReadonlyArray<number> = [40, 41, 42]

/** Why a member may not add a card now, or null when they may. */
export type AddCardRefusal = 'no_permissions' | 'max_reached' | null

export const addCardRefusal = (memberType: number, cards: BankCards): AddCardRefusal => {
  if (virtualTypes.includes(memberType)) return 'no_permissions'
  return cards.cards.length >= cards.max ? 'max_reached' : null
}

/** ASSUMED (the platform's pattern is not public): a bank account number is 10 to 19 digits. */
export const cardNumberPattern = /^\d{10,19}$/

/** The last four digits of a masked number, for a card's accessible name. */
export const lastFourOf = (masked: string) => masked.replace(/\D/g, '').slice(-4)
