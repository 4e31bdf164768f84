import { isAgentType } from '@/domain/member'
import { transactionTypeOf, transactionTypes, type AccountRecord } from './records-schema'

/**
 * The account record's rules (PLATFORM.md §5): which types the filter offers to whom, what a row
 * is called, and the remark codes the screen rewrites.
 */

/** Types shown only under a whitelabel module (the mall's points under its PTSYS3) or to agents; deposit and withdraw go on credit sites. */
export const transactionTypesFor = ({ whitelabel, memberType }: { whitelabel: ReadonlySet<string>; memberType: number }) =>
  transactionTypes.filter((type) => {
    switch (type) {
      case 'betting_rebate':
        return whitelabel.has('PLYRBT')
      case 'referral_rebate':
        return whitelabel.has('REFERRAL3')
      case 'point':
        return whitelabel.has('PTSYS3')
      case 'agent_rebate':
        return memberType === 1 || memberType === 2
      case 'deposit':
      case 'withdraw':
        return !whitelabel.has('CREDITMAR3')
      default:
        return true
    }
  })

/** `types=A`: an agent's record, with a box to search one of their members. Members get their own. */
export const searchesMembers = (asked: 'A' | null, memberType: number) => asked === 'A' && isAgentType(memberType)

/** The type a row is (the screen names it in the player's language), or null for one the app does not know. */
export const rowTypeOf = (row: Pick<AccountRecord, 'txTypeId'>) => transactionTypeOf(row.txTypeId)

/** Remark codes the screen says in words (ASSUMED meaning): money moved to or from a game wallet. */
export const remarkCodes = { '8102': 'to_game_wallet', '8202': 'from_game_wallet' } as const
export type RemarkCode = (typeof remarkCodes)[keyof typeof remarkCodes]

/** A remark as shown: a code in words, or the platform's text; null when there is none. */
export const remarkOf = (remark: string | null): { code: RemarkCode } | { text: string } | null => {
  const trimmed = remark?.trim() ?? ''
  if (trimmed === '') return null
  const code = remarkCodes[trimmed as keyof typeof remarkCodes]
  return code ? { code } : { text: trimmed }
}
