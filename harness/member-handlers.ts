import { http, HttpResponse } from 'msw'
import { avatarFixtures, avatarSetFixture, rankProgressFixtures } from '../fixtures/member'
import { clubBenefits, clubRanks, clubRulesHtml, monthlySalaryOf, salaryClaims, salaryClockOffset } from '../fixtures/vip'
import { mainWalletOf, mainWalletTypeId, type Wallet } from '../src/domain/member'
import * as endpoints from '../src/features/member/member-endpoints'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'
import { uploadedImage } from './uploads'

/**
 * The member centre (docs/api-contract.md "Member centre"): balance by wallet, the site's wallet
 * mode, VIP rank progress and the VIP club (fixtures/vip.ts, the same for every member; a free-play
 * trial, type 4, has no rank and is refused the club), the avatar, 'return all to main' and a transfer to or from a game wallet.
 */

const ready = (status: string) => status === 'OK'
const trialType = 4

/**
 * What GET /wps/v2/wallets/balance answers: every wallet on a transfer-wallet site; on a
 * single-wallet site one main wallet holding the total. The total is always the wallets' sum.
 */
export const walletAnswer = (wallet: Wallet, transferWallet: boolean): Wallet => {
  const accounts = wallet.balance ?? []
  const sumBalance = accounts.length > 0 ? accounts.reduce((sum, { availBalance }) => sum + availBalance, 0) : wallet.sumBalance
  const main = mainWalletOf(wallet) ?? {
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

/** Where the harness serves uploaded avatars, as the platform's CDN would. */
const uploadedPath = '/harness-img/avatar/'

/** The rank an account holds (rank progress's), Bronze for one the fixtures do not place. */
const rankOf = (userName: string) => rankProgressFixtures[userName]?.playerRankName ?? 'Bronze'

/** ms of the 1st of the month `months` from `now`'s, at midnight in Manila (the salary's payday). */
const monthStart = (months: number, now: number) => {
  const manila = new Date(now + salaryClockOffset)
  return Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth() + months, 1) - salaryClockOffset
}
/** 'YYYY-MM' of a moment, in Manila. */
const monthOf = (time: number) => new Date(time + salaryClockOffset).toISOString().slice(0, 7)
/** Salaries in the fixtures were claimed the day after payday, at 10:00. */
const claimedAfter = 34 * 3_600_000

export const memberHandlers = ({ db, store, serve, memberOf, expired, onReset, platformNow }: EndpointKit) => {
  /** Avatars chosen or uploaded since the last reset, by user; the uploaded pictures' bytes by id. */
  const chosen = new Map<string, { avatar: string; avatarType: string }>()
  const uploads = new Map<string, Uint8Array>()
  onReset(() => {
    chosen.clear()
    uploads.clear()
  })
  /** Null for a member of the club, else the refusal (signed out, or a free-play trial). */
  const clubMember = (request: Request) => {
    const account = memberOf(request)
    if (!account) return expired()
    return account.member.type === trialType ? refuse('free_reject', 'free-play account restriction') : null
  }

  return [
    ...serve(endpoints.avatarSet, ({ request }) => (memberOf(request) ? avatarSetFixture : expired())),

    ...serve(endpoints.chooseAvatar, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const icon = avatarSetFixture.icons.find((entry) => entry.id === body.iconId)
      if (!icon) return refuse('invalid.icon', 'Unknown error')
      chosen.set(account.member.userName, { avatar: icon.url, avatarType: 'STATIC' })
      return null
    }),

    ...serve(endpoints.uploadAvatar, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const image = uploadedImage(body.image)
      if (image instanceof Response) return image
      const id = `${account.member.userName}-${uploads.size + 1}.${image.kind}`
      uploads.set(id, image.bytes)
      const avatar = `${uploadedPath}${id}`
      chosen.set(account.member.userName, { avatar, avatarType: 'CUSTOM' })
      return { avatar }
    }),
    http.get(`*${uploadedPath}:id`, ({ params }) => {
      const id = String(params.id)
      const bytes = uploads.get(id)
      if (!bytes) return new HttpResponse(null, { status: 404 })
      return new HttpResponse(bytes, { headers: { 'content-type': id.endsWith('.png') ? 'image/png' : 'image/jpeg' } })
    }),

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

    ...serve(endpoints.clubRanks, ({ request }) => clubMember(request) ?? { list: clubRanks }),
    ...serve(endpoints.clubBenefits, ({ request }) => clubMember(request) ?? { list: clubBenefits }),
    ...serve(endpoints.clubRules, ({ request }) => clubMember(request) ?? { rulesHtml: clubRulesHtml }),

    ...serve(endpoints.rankSalary, ({ request }) => {
      const refusal = clubMember(request)
      if (refusal) return refusal
      const rankName = rankOf(memberOf(request)!.member.userName)
      return { rankName, amount: monthlySalaryOf(rankName), nextPayoutTime: monthStart(1, platformNow()) }
    }),

    ...serve(endpoints.rankSalaryHistory, ({ request }) => {
      const refusal = clubMember(request)
      if (refusal) return refusal
      const claims = salaryClaims[memberOf(request)!.member.userName] ?? []
      return {
        list: claims.map(({ monthsAgo, rankName }) => {
          const issued = monthStart(-monthsAgo, platformNow())
          return { period: monthOf(issued), rankName, amount: monthlySalaryOf(rankName) ?? 0, claimedTime: issued + claimedAfter }
        }),
      }
    }),

    ...serve(endpoints.playerAvatar, ({ request }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const userName = account.member.userName
      return chosen.get(userName) ?? avatarFixtures[userName] ?? { avatar: null, avatarType: 'STATIC' }
    }),

    // Ready game wallets give their balance to the main one; loading and maintenance ones keep theirs.
    ...serve(endpoints.walletReturn, ({ request }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (!store.get().transferWallet) return refuse('function.not.available', 'no permission or feature temporarily unavailable')
      const accounts = account.wallet.balance ?? []
      const moved = accounts.filter((entry) => entry.accountTypeId !== mainWalletTypeId && ready(entry.status))
      const amount = moved.reduce((sum, { availBalance }) => sum + availBalance, 0)
      db.updateAccount(account.member.userName, (stored) => {
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
      })
      return { amount }
    }),

    // One move between the main wallet and a game wallet that is up, within what the source holds.
    ...serve(endpoints.walletTransfer, ({ request, body }) => {
      const account = memberOf(request)
      if (!account) return expired()
      if (!store.get().transferWallet) return refuse('function.not.available', 'no permission or feature temporarily unavailable')
      const accounts = account.wallet.balance ?? []
      const from = accounts.find((entry) => entry.accountId === body.fromAccountId)
      const to = accounts.find((entry) => entry.accountId === body.toAccountId)
      const isMain = (entry: { accountTypeId: number }) => entry.accountTypeId === mainWalletTypeId
      if (!from || !to || from === to || isMain(from) === isMain(to)) return refuse('wallet.transfer.invalid', 'Unknown error')
      if (!ready((isMain(from) ? to : from).status)) return refuse('wallet.maintenance', 'This game wallet is under maintenance')
      if (!(body.amount > 0) || body.amount > from.availBalance) return refuse('wallet.insufficient', 'Insufficient balance')
      const cents = (amount: number) => Math.round(amount * 100) / 100
      db.updateAccount(account.member.userName, (stored) => {
        stored.wallet = {
          ...stored.wallet,
          balance: accounts.map((entry) =>
            entry === from
              ? { ...entry, availBalance: cents(entry.availBalance - body.amount) }
              : entry === to
                ? { ...entry, availBalance: cents(entry.availBalance + body.amount) }
                : entry,
          ),
        }
      })
      return null
    }),
  ]
}
