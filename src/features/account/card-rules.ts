import { deletionOffered } from '@/domain/card-deletion'
import type { AccountKind, BankCard, BankCards } from './card-schema'

/** PLATFORM.md §1.4: virtual accounts (40-42) may not bind cards. */
const virtualTypes: ReadonlyArray<number> = [40, 41, 42]

/** Why a member may not add a card now, or null when they may. */
export type AddCardRefusal = 'no_permissions' | 'max_reached' | null

export const addCardRefusal = (memberType: number, cards: BankCards): AddCardRefusal => {
  if (virtualTypes.includes(memberType)) return 'no_permissions'
  return cards.cards.length >= cards.max ? 'max_reached' : null
}

/**
 * Why an account may not be deleted here, or null when it may: the site's switch for its kind is
 * not 'Y' (customer service removes it), or it is frozen (the platform's bank_card_is_frozen).
 */
export type DeleteCardRefusal = 'not_offered' | 'frozen' | null

export const deleteCardRefusal = (kind: AccountKind, cards: BankCards, card: BankCard): DeleteCardRefusal => {
  if (!deletionOffered(kind, cards)) return 'not_offered'
  return card.status === 'FROZEN' ? 'frozen' : null
}
