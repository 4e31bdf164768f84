import { Schema } from 'effect'

/**
 * Whether the site lets a member delete a bound withdrawal account of a kind (PLATFORM.md §4: the
 * delete icon shows when `normalDeleteBankCard`, `ewalletDeleteBankCard` or
 * `virtualDeleteBankCard` is 'Y'). In the domain because the accounts list and the withdraw
 * page's accounts both carry the switches (ASSUMED placement), and both offer Delete by them.
 */

const Switch = Schema.optional(Schema.Literals(['Y', 'N']))

/** The switches, as fields of an accounts answer; one left out is not offered. */
export const deleteSwitchFields = {
  normalDeleteBankCard: Switch,
  ewalletDeleteBankCard: Switch,
  virtualDeleteBankCard: Switch,
}
export type DeleteSwitches = Schema.Struct.Type<typeof deleteSwitchFields>

/** The switch for bank cards (B), e-wallets (E) and crypto addresses (V). */
export const deleteSwitchOf = {
  B: 'normalDeleteBankCard',
  E: 'ewalletDeleteBankCard',
  V: 'virtualDeleteBankCard',
} as const satisfies Record<'B' | 'E' | 'V', keyof DeleteSwitches>

export const deletionOffered = (kind: keyof typeof deleteSwitchOf, switches: DeleteSwitches) => switches[deleteSwitchOf[kind]] === 'Y'

/** The last four characters of a masked number or address: how a Delete control names its account. */
export const lastFourOf = (masked: string) => masked.replace(/[^0-9A-Za-z]/g, '').slice(-4)
