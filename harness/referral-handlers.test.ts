import { describe, expect, it } from 'vitest'
import { promotionDomains, qaInvitees, referralCodeOf, referralRules } from '../fixtures/referral'
import type {
  DepositRebateReport,
  InviteeReport,
  ReferralDetails,
  ReferralOverview,
  ReferralStats,
} from '../src/features/referral/referral-schema'
import { noteInvitation } from './referral-handlers'
import { defaultScenario, type ScenarioPatch } from './scenario'
import { harnessClient } from './test-client'

/** A day on the harness's clock, `days` from today, as the reports take it. */
const dayFromToday = (days: number) => {
  const date = new Date()
  date.setDate(date.getDate() + days)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}
const today = dayFromToday(0)
/** The longest range the platform answers: the last 30 days, today included. */
const last30 = { from: dayFromToday(-29), to: today }

const setUp = async (patch: ScenarioPatch = {}, userName = 'player01') => {
  const client = await harnessClient(patch, userName)
  const { send } = client
  const details = () => send('/wps/relay/MCSFE_getReferralDetails?autoGenerate=true')
  const overview = async () => (await send('/wps/relay/ODSFE2_referralOverview')).value as ReferralOverview
  const rules = (token?: string | null) => send('/wps/relay/MCSFE_getReferralRules?language=en', { token })
  const invitees = (range = last30, page = 1, size = 10) =>
    send(`/wps/relay/PROMOFE_getInviteeReport?startDate=${range.from}&endDate=${range.to}&page=${page}&size=${size}`)
  const rebates = (range = last30, page = 1, size = 10) =>
    send(
      `/wps/relay/PROMOFE_getDepositRebateClaimReport?startDate=${range.from}&endDate=${range.to}&page=${page}&size=${size}&sortColumn=claimDate&sortType=desc`,
    )
  return { ...client, details, overview, rules, invitees, rebates }
}

const inviteesOf = async (answer: Promise<{ value?: unknown }>) => (await answer).value as InviteeReport
const rebatesOf = async (answer: Promise<{ value?: unknown }>) => (await answer).value as DepositRebateReport

describe('invite friends (harness/referral-handlers.ts)', () => {
  it("answers player01's code, the operator's domains and figures", async () => {
    const { details } = await setUp()
    const value = (await details()).value as ReferralDetails
    expect(value.referralCode).toBe(referralCodeOf('player01'))
    expect(value.referralCode).toMatch(/^PLY01[A-Z2-9]$/)
    expect(value).toMatchObject({ totalInvitations: 23, promotionDomains: ['lucky-play.example.test', 'win888.example.test'] })
    expect(value.contentOptions).not.toContain('achievementAmount')
    expect(value.contentOptions).not.toContain('totalBetRebateAmount')
    expect(value.contentOptions).toHaveLength(6)
  })

  it('gives every member a code of 6 to 8 capitals and digits, the same on every ask, and no friends but the QA member', async () => {
    for (const userName of ['player01', 'player02', 'agent01', 'newbie01', 'trial01', 'trial0001', '9171234599']) {
      expect(referralCodeOf(userName)).toMatch(/^[A-Z0-9]{6,8}$/)
      expect(referralCodeOf(userName)).toBe(referralCodeOf(userName))
    }
    const other = await setUp({}, 'player02')
    expect((await other.details()).value).toMatchObject({ referralCode: referralCodeOf('player02'), totalInvitations: 0 })
    const { total } = (await other.send('/wps/relay/ODSFE2_referralOverview')).value as ReferralOverview
    expect(Object.values(total).every((figure) => figure === 0)).toBe(true)
    expect(await inviteesOf(other.invitees())).toEqual({ list: [], totalPages: 0 })
    expect(await rebatesOf(other.rebates())).toEqual({ list: [], totalPages: 0, footer: { totalDepositAmount: 0, totalBonus: 0 } })
  })

  it('serves the rules to guests and refuses them the rest', async () => {
    const { rules, send } = await setUp()
    expect(await rules(null)).toMatchObject({ success: true, value: referralRules })
    expect((await rules(null)).value).toMatchObject({
      inviteeBonus: 188,
      inviterBonus: 100,
      qualifyingDeposit: 500,
      depositRebatePercent: 1,
    })
    expect(referralRules.rulesHtml).toMatch(/^<ol>.*<\/ol>$/)
    expect(referralRules.rulesHtml).not.toMatch(/<script|on\w+=|javascript:/i)
    for (const path of [
      '/wps/relay/MCSFE_getReferralDetails?autoGenerate=true',
      '/wps/relay/ODSFE2_referralOverview',
      `/wps/relay/PROMOFE_getInviteeReport?startDate=${today}&endDate=${today}&page=1&size=10`,
    ])
      expect(await send(path, { token: null })).toMatchObject({ errorCode: 'SESSION_EXPIRED' })
  })

  it.each([
    [4, 'free_reject'],
    [40, 'no_permissions'],
    [1, 'no_permissions'],
    [2, 'no_permissions'],
    [41, 'no_permissions'],
    [42, 'no_permissions'],
  ] as const)('refuses member type %s with %s, and still serves it the rules', async (memberType, errorCode) => {
    const { details, send, invitees, rebates, rules } = await setUp({ memberType })
    expect(await details()).toMatchObject({ success: false, errorCode })
    expect(await send('/wps/relay/ODSFE2_referralOverview')).toMatchObject({ errorCode })
    expect(await invitees()).toMatchObject({ errorCode })
    expect(await rebates()).toMatchObject({ errorCode })
    expect(await rules()).toMatchObject({ success: true })
  })

  it('is #543 on every call when the whitelabel lacks REFERRAL3', async () => {
    const { details, rules, invitees } = await setUp({ whitelabel: defaultScenario.whitelabel.filter((id) => id !== 'REFERRAL3') })
    for (const answer of [await details(), await rules(), await invitees()])
      expect(answer).toMatchObject({ success: false, errorCode: '#543 function.not.available' })
  })

  it("gives player01's figures: 23 friends, 14 qualified, 27 rebated deposits, two friends and two deposits today", async () => {
    const { overview } = await setUp()
    const { today: todays, total } = await overview()
    expect(total).toEqual<ReferralStats>({
      memberCount: 23,
      memberQualifiedCount: 14,
      depositCount: 27,
      totalAmount: 47726,
      invitationAmount: 1400,
      achievementAmount: 0,
      depositRebateAmount: 477.26,
      totalBetRebateAmount: 2468.4,
    })
    expect(todays).toEqual<ReferralStats>({
      memberCount: 2,
      memberQualifiedCount: 1,
      depositCount: 2,
      totalAmount: 3000,
      invitationAmount: 100,
      achievementAmount: 0,
      depositRebateAmount: 30,
      totalBetRebateAmount: 36.75,
    })
  })

  it('agrees with the reports: the overview is what the reports list, all time and today', async () => {
    const { overview, invitees, rebates } = await setUp()
    const { today: todays, total } = await overview()
    for (const [range, stats] of [
      [last30, total],
      [{ from: today, to: today }, todays],
    ] as const) {
      const friends = await inviteesOf(invitees(range, 1, 100))
      expect(friends.list).toHaveLength(stats.memberCount)
      expect(friends.list.filter((friend) => friend.qualified)).toHaveLength(stats.memberQualifiedCount)
      const deposits = await rebatesOf(rebates(range, 1, 100))
      expect(deposits.list).toHaveLength(stats.depositCount)
      expect(deposits.footer).toEqual({ totalDepositAmount: stats.totalAmount, totalBonus: stats.depositRebateAmount })
    }
  })

  it('lists friends newest first, ten a page, qualified from a ₱500 first deposit', async () => {
    const { invitees } = await setUp()
    const first = await inviteesOf(invitees(last30, 1))
    expect(first.totalPages).toBe(3)
    expect(first.list).toHaveLength(10)
    expect(first.list.slice(0, 2).map((friend) => friend.inviteeName)).toEqual(['jun***23', 'mar***07'])
    expect(first.list[1]).toMatchObject({ firstDepositAmount: null, qualified: false })
    expect(first.list.find((friend) => friend.inviteeName === 'kev***88')).toMatchObject({ firstDepositAmount: 500, qualified: true })
    expect(first.list.find((friend) => friend.inviteeName === 'ann***14')).toMatchObject({ firstDepositAmount: 300, qualified: false })
    expect((await inviteesOf(invitees(last30, 2))).list).toHaveLength(10)
    const third = await inviteesOf(invitees(last30, 3))
    expect(third).toMatchObject({ totalPages: 3 })
    expect(third.list.map((friend) => friend.inviteeName)).toEqual(['que***28', 'ron***53', 'sam***70'])
    expect((await inviteesOf(invitees(last30, 4))).list).toEqual([])
    const all = [...first.list, ...(await inviteesOf(invitees(last30, 2))).list, ...third.list]
    expect(all.map((friend) => friend.inviteeName)).toEqual(qaInvitees.map((friend) => friend.inviteeName))
    expect(all.every((friend, index) => index === 0 || friend.registerTime <= all[index - 1]!.registerTime)).toBe(true)
    expect(all.every((friend) => friend.registerTime <= Date.now())).toBe(true)
  })

  it('filters by whole days, both ends included', async () => {
    const { invitees, rebates } = await setUp()
    const week = { from: dayFromToday(-6), to: today }
    expect((await inviteesOf(invitees(week, 1, 100))).list).toHaveLength(8)
    expect((await inviteesOf(invitees({ from: dayFromToday(-1), to: dayFromToday(-1) }))).list.map((f) => f.inviteeName)).toEqual([
      'kev***88',
    ])
    const older = await inviteesOf(invitees({ from: dayFromToday(-20), to: dayFromToday(-10) }, 1, 100))
    expect(older.list.map((friend) => friend.inviteeName)).toEqual([
      'hal***58',
      'ivy***27',
      'jay***81',
      'kim***36',
      'leo***09',
      'mia***64',
      'nel***12',
    ])
    expect(await inviteesOf(invitees({ from: dayFromToday(-60), to: dayFromToday(-40) }))).toEqual({ list: [], totalPages: 0 })
    const weekRebates = await rebatesOf(rebates(week, 1, 100))
    expect(weekRebates.list).toHaveLength(12)
    expect(weekRebates.footer).toEqual({ totalDepositAmount: 19477, totalBonus: 194.77 })
  })

  it('pages the rebates newest first, 1% of each deposit, the footer over the whole range', async () => {
    const { rebates } = await setUp()
    const first = await rebatesOf(rebates(last30, 1))
    expect(first).toMatchObject({ totalPages: 3, footer: { totalDepositAmount: 47726, totalBonus: 477.26 } })
    expect(first.list).toHaveLength(10)
    expect(first.list.slice(0, 2).map((row) => [row.referredName, row.depositAmount, row.bonus])).toEqual([
      ['jun***23', 1000, 10],
      ['kev***88', 2000, 20],
    ])
    const third = await rebatesOf(rebates(last30, 3))
    expect(third.list).toHaveLength(7)
    expect(third.footer).toEqual(first.footer)
    const all = [...first.list, ...(await rebatesOf(rebates(last30, 2))).list, ...third.list]
    expect(all.every((row) => row.bonus === Math.round(row.depositAmount) / 100)).toBe(true)
    expect(all.find((row) => row.depositAmount === 1999)?.bonus).toBe(19.99)
    expect(all.every((row, index) => index === 0 || row.claimDate <= all[index - 1]!.claimDate)).toBe(true)
    // Only qualified friends' deposits earn a rebate.
    expect(all.map((row) => row.referredName)).not.toContain('ann***14')
  })

  it('refuses a range over 30 days or back to front as the records do, and malformed days with 400', async () => {
    const { invitees, rebates } = await setUp()
    const refused = { success: false, errorCode: 'record.range.invalid' }
    expect(await invitees({ from: dayFromToday(-30), to: today })).toMatchObject(refused)
    expect(await rebates({ from: today, to: dayFromToday(-1) })).toMatchObject(refused)
    expect(await invitees({ from: '2025-13-01', to: today })).toMatchObject({ errorCode: 'invalid.request.query' })
    expect(await invitees(last30, 0)).toMatchObject({ errorCode: 'invalid.request.query' })
  })

  it("accepts player01's code as an invitation code, and counts a friend who registers with it", async () => {
    const { send, harness, details, invitees } = await setUp()
    const code = referralCodeOf('player01')
    expect(await send(`/wps/affiliate/check?code=${code}&domain=${promotionDomains[0]}`, { token: null })).toMatchObject({
      success: true,
    })
    expect(await send('/wps/affiliate/check?code=AGENT88&domain=x', { token: null })).toMatchObject({ success: true })
    expect(await send('/wps/affiliate/check?code=NOPE42&domain=x', { token: null })).toMatchObject({ errorCode: 'INVALID_AFFILIATE' })
    noteInvitation(harness.db, code, 'friend0042', Date.now())
    expect((await details()).value).toMatchObject({ totalInvitations: 24 })
    expect((await inviteesOf(invitees({ from: today, to: today }))).list[0]).toMatchObject({
      inviteeName: 'fri***42',
      firstDepositAmount: null,
      qualified: false,
    })
    await send('/__harness/reset', { body: {} })
    const token = await harness.db.openSession('player01')
    expect((await send('/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', { token })).value).toMatchObject({ totalInvitations: 23 })
  })
})
