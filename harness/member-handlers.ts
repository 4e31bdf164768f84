import { avatarFixtures, rankProgressFixtures } from '../fixtures/member'
import { mainWalletTypeId, type Wallet } from '../src/domain/member'
import * as endpoints from '../src/features/member/member-endpoints'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/**
 * The member centre (docs/api-contract.md "Member centre"): balance by wallet, the site's wallet
 * mode, VIP rank progress, the avatar, and 'return all to main'.
 */

const mainOf = (wallet: Wallet) => wallet.balance?.find((account) => account.accountTypeId === mainWalletTypeId)
const ready = (status: string) => status === 'OK'

/**
 * What GET /wps/v2/wallets/balance answers: every wallet on a transfer-wallet site; on a
 * single-wallet site one main wallet holding the total. The total is always the wallets' sum.
 */
export const walletAnswer = (wallet: Wallet, transferWallet: boolean): Wallet => {
  const accounts = wallet.balance ?? []
  const sumBalance = accounts.length > 0 ? accounts.reduce((sum, { availBalance }) => sum + availBalance, 0) : wallet.sumBalance
  const main = mainOf(wallet) ?? {
    accountTypeId: mainWalletTypeId,
    accountId: 'MAIN',
    displayName: 'Main wallet',
    availBalance: 0,
    status: 'OK',
  }
  return {
    currencySymbol: wallet.currencySymbol,
    currency: wallet.currency ?? 'PHP',
    sumBalance,
    balance: transferWallet ? accounts : [{ ...main, availBalance: sumBalance }],
  }
}

export const memberHandlers = ({ db, store, serve, memberOf, expired }: EndpointKit) => [
  ...serve(endpoints.merchantWallet, () => ({ isSingle: !store.get().transferWallet })),

  ...serve(endpoints.rankProgress, ({ request }) => {
    const account = memberOf(request)
    if (!account) return expired()
    return (
      rankProgressFixtures[account.member.userName] ?? {
        playerRankName: 'Bronze',
        nextRankName: 'Silver',
        currentProgress: { completedConditions: 0, totalExpectedConditions: 3 },
      }
    )
  }),

  ...serve(endpoints.playerAvatar, ({ request }) => {
    const account = memberOf(request)
    if (!account) return expired()
    return avatarFixtures[account.member.userName] ?? { avatar: null, avatarType: 'STATIC' }
  }),

  // Ready game wallets give their balance to the main one; loading and maintenance ones keep theirs.
  ...serve(endpoints.walletReturn, ({ request }) => {
    const account = memberOf(request)
    if (!account) return expired()
    if (!store.get().transferWallet) return refuse('function.not.available', 'no permission or feature temporarily unavailable')
    const accounts = account.wallet.balance ?? []
    const moved = accounts.filter((entry) => entry.accountTypeId !== mainWalletTypeId && ready(entry.status))
    const amount = moved.reduce((sum, { availBalance }) => sum + availBalance, 0)
    db.accounts.update((q) => q.where({ member: { userName: account.member.userName } }), {
      data(stored) {
        stored.wallet = {
          ...stored.wallet,
          balance: accounts.map((entry) =>
            entry.accountTypeId === mainWalletTypeId
              ? { ...entry, availBalance: entry.availBalance + amount }
              : moved.includes(entry)
                ? { ...entry, availBalance: 0 }
                : entry,
          ),
        }
      },
    })
    return { amount }
  }),
]
