import { addDays, dayOf, type Day } from '../src/domain/date-range'
import { isAgentType } from '../src/domain/member'
import * as endpoints from '../src/features/referral/referral-endpoints'
import type { DepositRebate, Invitee, ReferralStats } from '../src/features/referral/referral-schema'
import {
  achievementAmount,
  betRebateFixtures,
  contentOptions,
  inviteeFixtures,
  promotionDomains,
  referralCodeOf,
  referralRules,
  type DayTime,
} from '../fixtures/referral'
import type { HarnessDb } from './db'
import type { EndpointKit } from './handlers'
import { localMidnight } from './record-rows'
import { pageOf, rangeRefusal } from './records-handlers'
import { refuse } from './serve-endpoint'

/** A friend who registered in this run with a member's code (the register handlers note them). */
interface Invitation {
  readonly inviter: string
  readonly userName: string
  readonly at: number
}

/** This run's invitations, per harness (keyed by its db, which both handler groups share). */
const invitationsByDb = new WeakMap<HarnessDb, Invitation[]>()
const invitationsOf = (db: HarnessDb) => {
  let list = invitationsByDb.get(db)
  if (!list) {
    list = []
    invitationsByDb.set(db, list)
  }
  return list
}

/** The member whose referral code this is (case as given), if any. */
export const inviterOf = (db: HarnessDb, code: string) =>
  code === '' ? undefined : db.accounts.all().find((account) => referralCodeOf(account.member.userName) === code)?.member.userName

/** A registration with a member's code: the new account is that member's invitee until a reset. */
export const noteInvitation = (db: HarnessDb, code: string, userName: string, at: number) => {
  const inviter = inviterOf(db, code)
  if (inviter) invitationsOf(db).push({ inviter, userName, at })
}

/** As the platform masks a friend's name: jun***23. */
const masked = (userName: string) => `${userName.slice(0, 3)}***${userName.slice(-2)}`

const cents = (amount: number) => Math.round(amount * 100) / 100
const sumOf = (amounts: ReadonlyArray<number>) => cents(amounts.reduce((sum, amount) => sum + amount, 0))
/** The member's share of a deposit, rounded to cents (in whole-number arithmetic: 1999 → 19.99). */
const rebateOf = (amount: number) => Math.round(amount * referralRules.depositRebatePercent) / 100

/** A fixture time at `now`: on its day on the harness's clock, and never later than the call. */
const timeAt = ({ daysAgo, minute }: DayTime, now: number) => {
  const start = localMidnight(addDays(dayOf(new Date(now)), -daysAgo))
  const time = start + minute * 60_000
  return daysAgo === 0 ? Math.max(start, Math.min(time, now - 60_000)) : time
}

/** Newest first; equal times keep the fixture order (newest first already). */
const newestFirst = <T>(rows: ReadonlyArray<T>, timeOf: (row: T) => number) =>
  rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => timeOf(b.row) - timeOf(a.row) || a.index - b.index)
    .map(({ row }) => row)

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && dayOf(new Date(localMidnight(text))) === text

/**
 * Invite friends (docs/harness.md "Invite friends"): every member's code (from the user name), the
 * operator's domains, figures and rules, and the QA member's friends and their deposits from
 * fixtures/referral.ts, plus the friends who register in this run with a member's code. Only
 * type 0 may ask for its own figures: trials get `free_reject`, type 40 and the agent types
 * `no_permissions` (agents invite through the agent area). The rules need no session.
 */
export const referralHandlers = ({ db, serve, expired, memberOf, onReset, platformNow }: EndpointKit) => {
  onReset(() => {
    invitationsOf(db).length = 0
  })

  /** The member who may use invite friends, or the refusal. */
  const referrer = (request: Request) => {
    const account = memberOf(request)
    if (!account) return expired()
    const { type, userName } = account.member
    if (type === 4) return refuse('free_reject', 'free-play account restriction')
    if (type === 40 || isAgentType(type)) return refuse('no_permissions', 'no permission or feature temporarily unavailable')
    return userName
  }

  /** The member's friends at `now`, newest first. */
  const inviteesOf = (userName: string, now: number): Invitee[] => {
    const fixtures = (inviteeFixtures[userName] ?? []).map((fixture) => ({
      inviteeName: fixture.inviteeName,
      registerTime: timeAt(fixture.registered, now),
      firstDepositAmount: fixture.firstDepositAmount,
      qualified: fixture.firstDepositAmount !== null && fixture.firstDepositAmount >= referralRules.qualifyingDeposit,
    }))
    const thisRun = invitationsOf(db)
      .filter((invitation) => invitation.inviter === userName)
      .map((invitation) => ({
        inviteeName: masked(invitation.userName),
        registerTime: invitation.at,
        firstDepositAmount: null,
        qualified: false,
      }))
    return newestFirst([...thisRun.toReversed(), ...fixtures], (row) => row.registerTime)
  }

  /** The rebates on the qualified friends' deposits at `now`, newest first. */
  const rebatesOf = (userName: string, now: number): DepositRebate[] =>
    newestFirst(
      (inviteeFixtures[userName] ?? []).flatMap((fixture) =>
        fixture.firstDepositAmount !== null && fixture.firstDepositAmount >= referralRules.qualifyingDeposit
          ? fixture.deposits.map((deposit) => ({
              referredName: fixture.inviteeName,
              claimDate: timeAt(deposit.at, now),
              depositAmount: deposit.amount,
              bonus: rebateOf(deposit.amount),
            }))
          : [],
      ),
      (row) => row.claimDate,
    )

  const statsOf = (invitees: ReadonlyArray<Invitee>, rebates: ReadonlyArray<DepositRebate>, betRebate: number): ReferralStats => {
    const qualified = invitees.filter((invitee) => invitee.qualified).length
    return {
      memberCount: invitees.length,
      memberQualifiedCount: qualified,
      depositCount: rebates.length,
      totalAmount: sumOf(rebates.map((row) => row.depositAmount)),
      invitationAmount: referralRules.inviterBonus * qualified,
      achievementAmount,
      depositRebateAmount: sumOf(rebates.map((row) => row.bonus)),
      totalBetRebateAmount: betRebate,
    }
  }

  /** The asked whole days as times, or the refusal: malformed days 400, as the gateway; bad ranges as the records. */
  const rangeOf = (query: { startDate: Day; endDate: Day; page: number; size: number }) => {
    if (!isDay(query.startDate) || !isDay(query.endDate))
      return refuse('invalid.request.query', 'startDate and endDate are YYYY-MM-DD', { status: 400 })
    if (!Number.isInteger(query.page) || query.page < 1 || !Number.isInteger(query.size) || query.size < 1)
      return refuse('invalid.request.query', 'page and size are whole numbers from 1', { status: 400 })
    const startTime = localMidnight(query.startDate)
    const endTime = localMidnight(addDays(query.endDate, 1)) - 1
    return rangeRefusal(startTime, endTime) ?? { startTime, endTime }
  }

  return [
    ...serve(endpoints.referralRules, () => referralRules),

    ...serve(endpoints.referralDetails, ({ request }) => {
      const userName = referrer(request)
      if (typeof userName !== 'string') return userName
      return {
        referralCode: referralCodeOf(userName),
        totalInvitations: inviteesOf(userName, platformNow()).length,
        promotionDomains,
        contentOptions,
      }
    }),

    ...serve(endpoints.referralOverview, ({ request }) => {
      const userName = referrer(request)
      if (typeof userName !== 'string') return userName
      const now = platformNow()
      const today = dayOf(new Date(now))
      const isToday = (time: number) => dayOf(new Date(time)) === today
      const invitees = inviteesOf(userName, now)
      const rebates = rebatesOf(userName, now)
      const betRebate = betRebateFixtures[userName] ?? { today: 0, total: 0 }
      return {
        today: statsOf(
          invitees.filter((row) => isToday(row.registerTime)),
          rebates.filter((row) => isToday(row.claimDate)),
          betRebate.today,
        ),
        total: statsOf(invitees, rebates, betRebate.total),
      }
    }),

    ...serve(endpoints.inviteeReport, ({ request, query }) => {
      const userName = referrer(request)
      if (typeof userName !== 'string') return userName
      const range = rangeOf(query)
      if (range instanceof Response) return range
      const rows = inviteesOf(userName, platformNow()).filter(
        (row) => row.registerTime >= range.startTime && row.registerTime <= range.endTime,
      )
      return pageOf(rows, query.page, query.size)
    }),

    ...serve(endpoints.depositRebateReport, ({ request, query }) => {
      const userName = referrer(request)
      if (typeof userName !== 'string') return userName
      const range = rangeOf(query)
      if (range instanceof Response) return range
      const rows = rebatesOf(userName, platformNow()).filter((row) => row.claimDate >= range.startTime && row.claimDate <= range.endTime)
      return {
        ...pageOf(rows, query.page, query.size),
        // The whole range's sums, not the page's.
        footer: { totalDepositAmount: sumOf(rows.map((row) => row.depositAmount)), totalBonus: sumOf(rows.map((row) => row.bonus)) },
      }
    }),
  ]
}
