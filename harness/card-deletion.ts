import type { DeleteSwitches } from '../src/domain/card-deletion'
import type { Scenario } from './scenario'

const yes = (on: boolean) => (on ? ('Y' as const) : ('N' as const))

/** The scenario's "Deleting accounts" as the platform's switches, sent with a member's accounts. */
export const deleteSwitchesOf = ({ bank, eWallet, crypto }: Scenario['cardDeletion']): DeleteSwitches => ({
  normalDeleteBankCard: yes(bank),
  ewalletDeleteBankCard: yes(eWallet),
  virtualDeleteBankCard: yes(crypto),
})
