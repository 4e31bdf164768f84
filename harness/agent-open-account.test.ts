import { Schema } from 'effect'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { linkExpiryOptions, promotionChannels } from '../fixtures/agent-links'
import { dayOf, rangeTimes } from '../src/domain/date-range'
import type { TeamKpi } from '../src/features/agent/agent-schema'
import type { TeamOverviewDailyList, TeamOverviewSum } from '../src/features/agent/team-schema'
import { DownlinePage, DownlineRebates } from '../src/features/agent/downline-schema'
import { AffiliateLink, AffiliateLinks, AgentQuotas, linkLimit, OwnRebates } from '../src/features/agent/open-account-schema'
import { downlineRebatesOf, rebateProducts, teamOf } from './agent-team'
import type { ScenarioPatch } from './scenario'
import { harnessClient } from './test-client'

const own = Schema.decodeUnknownSync(OwnRebates)
const direct = teamOf('player01').filter((member) => member.parent === 'player01')
/** The agent's own rebate per product, as its direct members' limit reads it. */
const limits = downlineRebatesOf('player01', direct[0]!.userName)!.configs.map((config) => config.rebateSubordinateLimit)
/** Every product's rebate, worked out from the agent's own for it. */
const configsAt = (of: (limit: number) => number) => rebateProducts.map((type, index) => ({ type, rebateValue: of(limits[index]!) }))

const setUp = async (patch: ScenarioPatch = {}, userName = 'player01') => {
  const client = await harnessClient({ memberType: 1, ...patch }, userName)
  const { harness, send, token } = client
  /** A sealed call, as the app sends it (login, register, open account). */
  const sealed = (
    path: string,
    payload: unknown,
    { method, auth = token as string | null, key }: { method?: 'PUT'; auth?: string | null | undefined; key?: string } = {},
  ) => send(path, { body: payload, sealed: true, token: auth, key, ...(method ? { method } : {}) })
  const create = (body: { userName: string; password?: string; type?: 0 | 1; configs?: unknown }, auth?: string | null) =>
    sealed('/wps/agent/downline', { password: 'pass1234', type: 0, configs: configsAt((limit) => limit - 0.5), ...body }, { auth })
  const login = (username: string, password: string) =>
    sealed('/wps/session/login', { type: 'username', username, password }, { auth: null })
  const exists = async (username: string) =>
    ((await send(`/wps/check/username?username=${username}`, { token: null })).value as { exists: boolean }).exists
  const members = async (query = 'page=1&size=10') =>
    Schema.decodeUnknownSync(DownlinePage)((await send(`/wps/relay/ODSFE2_getSubordinatev2?${query}`)).value)
  const links = async () => Schema.decodeUnknownSync(AffiliateLinks)((await send('/wps/relay/MCSFE_viewAffiliateUrls')).value).list
  const createLink = (body: Partial<{ type: 0 | 1; configs: unknown; expiryCode: string; channel: string }> = {}) =>
    send('/wps/relay/MCSFE_createAffiliateUrl', {
      body: { type: 0, configs: configsAt(() => 1), expiryCode: 'D7', channel: 'TIKTOK', ...body },
    })
  const deleteLink = (id: string) => send('/wps/relay/MCSFE_deleteAffiliateUrl', { body: { id } })
  const codeAccepted = async (code: string) => (await send(`/wps/affiliate/check?code=${code}&domain=x`, { token: null })).success
  /** Registration through a link, as the register page sends it after the slider challenge. */
  const register = async (username: string, affiliateCode: string) => {
    const challenge = (await send('/wps/verification/challenge?purpose=register', { token: null })).value as { id: string }
    const { gap } = (await (await getResponse(harness.handlers, new Request('http://harness.test/__harness/challenge')))?.json()) as {
      gap: number
    }
    const pass = (await send('/wps/verification/challenge', { token: null, body: { id: challenge.id, position: gap } })).value as {
      token: string
    }
    const blank = ['registerUrl', 'paymentPassword', 'recommenderId', 'nickname', 'payeeName', 'email', 'mobileNum', 'idNumber']
      .concat(['qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'captcha', 'domain', 'verificationCode'])
      .map((field) => [field, ''])
    return sealed(
      '/wps/member/register',
      {
        ...Object.fromEntries(blank),
        countryDialingCode: '+63',
        registerMethod: 'H5',
        username,
        password: 'pass1234',
        confirmPassword: 'pass1234',
        affiliateCode,
        type: 0,
        humanVerification: pass.token,
      },
      { method: 'PUT', auth: null },
    )
  }
  return { ...client, sealed, create, login, exists, members, links, createLink, deleteLink, codeAccepted, register }
}

const refusedWith = (errorCode: string) => ({ success: false, errorCode })

describe('own rebates (MCSFE_getCustomerRebateSettingByProductType)', () => {
  it("answers the agent's own rebate per product, its direct members' limit; the SPEC's name is an alias", async () => {
    const { send } = await setUp()
    const answer = own((await send('/wps/relay/MCSFE_getCustomerRebateSettingByProductType')).value)
    expect(answer.configs.map((config) => config.type)).toEqual([...rebateProducts])
    expect(answer.configs.map((config) => config.rebateValue)).toEqual(limits)
    expect((await send('/wps/relay/MCS2_getCustomerRebateSettingByProductType')).value).toEqual(answer)
  })

  it('refuses a player and a call without a session', async () => {
    const { send } = await setUp({ memberType: 0 })
    expect(await send('/wps/relay/MCSFE_getCustomerRebateSettingByProductType')).toMatchObject(refusedWith('agent.only'))
    expect(await send('/wps/relay/MCSFE_getCustomerRebateSettingByProductType', { token: null })).toMatchObject(
      refusedWith('SESSION_EXPIRED'),
    )
  })
})

describe('rationed levels (MCSFE_getAgentQuotaGroupByProduct)', () => {
  const quotasOf = async (send: Awaited<ReturnType<typeof setUp>>['send']) =>
    Schema.decodeUnknownSync(AgentQuotas)((await send('/wps/relay/MCSFE_getAgentQuotaGroupByProduct')).value).list

  it("answers two levels per product, from 0.3 below the agent's own (3 of 5 left) and from its own (1 of 1); the SPEC's name is an alias", async () => {
    const { send } = await setUp()
    const list = await quotasOf(send)
    expect(list).toEqual(
      rebateProducts.flatMap((type, index) => [
        { type, rebateValue: Math.round((limits[index]! - 0.3) * 10) / 10, quota: 5, used: 2 },
        { type, rebateValue: limits[index], quota: 1, used: 0 },
      ]),
    )
    expect((await send('/wps/relay/MCS2_getAgentQuotaGroupByProduct')).value).toEqual({ list })
    expect(await send('/wps/relay/MCSFE_getAgentQuotaGroupByProduct', { token: null })).toMatchObject(refusedWith('SESSION_EXPIRED'))
  })

  it('a new member spends the highest level each rebate reaches; one at a level with none left is refused and not made', async () => {
    const { send, create, exists } = await setUp()
    // The agent's own on every product: each product's top level, its only one.
    expect(await create({ userName: 'topmember1', configs: configsAt((limit) => limit) })).toMatchObject({ success: true })
    const after = await quotasOf(send)
    expect(after.filter((level) => level.quota === 1).map((level) => level.used)).toEqual([1, 1, 1, 1])
    expect(after.filter((level) => level.quota === 5).map((level) => level.used)).toEqual([2, 2, 2, 2])

    // Between the two levels on one product: the lower one; the others below both spend nothing.
    const between = configsAt((limit) => limit - 0.5).map((config, index) =>
      index === 0 ? { ...config, rebateValue: Math.round((limits[0]! - 0.2) * 10) / 10 } : config,
    )
    expect(await create({ userName: 'midmember1', configs: between })).toMatchObject({ success: true })
    expect((await quotasOf(send)).map((level) => level.used)).toEqual([3, 1, 2, 1, 2, 1, 2, 1])

    expect(await create({ userName: 'topmember2', configs: configsAt((limit) => limit) })).toMatchObject(
      refusedWith('agent.quota.insufficient'),
    )
    expect(await exists('topmember2')).toBe(false)
  })
})

describe('a new member (POST /wps/agent/downline, sealed)', () => {
  it('makes a real account that logs in, listed first among the agent’s members, its rebates as given', async () => {
    const { create, login, exists, members, send, sealed } = await setUp()
    const before = await members()
    expect(await exists('newplayer1')).toBe(false)
    const configs = configsAt((limit) => Math.round((limit - 0.3) * 10) / 10)
    expect(await create({ userName: 'newplayer1', password: 'secret99', configs })).toMatchObject({
      success: true,
      value: { userName: 'newplayer1' },
    })
    expect(await create({ userName: 'newagent1', type: 1, configs: configsAt((limit) => limit) })).toMatchObject({ success: true })
    expect(await exists('newplayer1')).toBe(true)

    // Newest first: both ahead of every generated member.
    const after = await members()
    expect(after.totalCount).toBe(before.totalCount + 2)
    expect(after.list.slice(0, 2).map((row) => row.userName)).toEqual(['newagent1', 'newplayer1'])
    expect(after.list[1]).toEqual({
      userName: 'newplayer1',
      type: 0,
      level: 1,
      parent: 'player01',
      registeredDate: dayOf(new Date()),
      lastLoginTime: null,
      online: false,
      balance: 0,
      teamSize: 0,
      depositAmount: 0,
      betAmount: 0,
    })
    expect(after.list[0]).toMatchObject({ type: 1, teamSize: 0 })
    expect((await members('userName=NEWPLAYER&page=1&size=10')).list.map((row) => row.userName)).toEqual(['newplayer1'])
    expect(await members('parent=newagent1&page=1&size=10')).toEqual({ list: [], totalPages: 0, totalCount: 0 })

    const rebates = Schema.decodeUnknownSync(DownlineRebates)((await send('/wps/relay/MCSFE_getDownlineRebates?userName=newplayer1')).value)
    expect(rebates.configs.map(({ type, rebateValue }) => ({ type, rebateValue }))).toEqual(configs)
    expect(rebates.configs.map((config) => [config.rebateSubordinateLimit, config.minRebateValue])).toEqual(
      limits.map((limit) => [limit, 0]),
    )

    // The new member logs in with its password, as the type it was made (whatever the scenario's).
    expect(await login('newplayer1', 'wrong999')).toMatchObject(refusedWith('INVALID_LOGIN'))
    const session = await login('newplayer1', 'secret99')
    expect(session).toMatchObject({ success: true, value: { userName: 'newplayer1', type: 0 } })
    const token = (session.value as { token: string }).token
    expect((await send('/wps/member/info', { token })).value).toMatchObject({ userName: 'newplayer1', type: 0 })
    expect((await login('newagent1', 'pass1234')).value).toMatchObject({ type: 1 })

    // Sent in the clear, as the gateway refuses any sealed call.
    expect(await send('/wps/agent/downline', { body: { userName: 'plain1234', password: 'pass1234', type: 0, configs } })).toMatchObject(
      refusedWith('request_body_required'),
    )
    expect(await sealed('/wps/agent/downline', { userName: 'newplayer2' })).toMatchObject(refusedWith('invalid.request.body'))
  })

  it('is a member like the others: the agent sets its rebates and sends it money, which reaches its wallet', async () => {
    const { create, send, sealed, harness, login, members } = await setUp()
    await create({ userName: 'made0001' })
    const configs = [{ type: rebateProducts[0], rebateValue: 0 }]
    expect(await send('/wps/agent/updateDownlineRebates', { body: { userName: 'MADE0001', configs } })).toMatchObject({ success: true })
    expect(((await send('/wps/relay/MCSFE_getDownlineRebates?userName=made0001')).value as DownlineRebates).configs[0]!.rebateValue).toBe(0)
    await harness.db.updateAccount('player01', (stored) => void (stored.paymentPassword = '246810'))
    const sent = await sealed(
      '/wps/agent/transferDownline',
      { userName: 'made0001', amount: 25.5, paymentPassword: '246810' },
      { key: 'k1' },
    )
    expect(sent).toMatchObject({ success: true })
    expect((await members()).list[0]).toMatchObject({ userName: 'made0001', balance: 25.5 })
    const token = ((await login('made0001', 'pass1234')).value as { token: string }).token
    expect((await send('/wps/v2/wallets/balance', { token })).value).toMatchObject({ sumBalance: 25.5 })
  })

  it("counts in the team's head counts for the day it was made: agent home's registered, the overview's size, registrations and day", async () => {
    const { create, send } = await setUp()
    const today = dayOf(new Date())
    const { startTime, endTime } = rangeTimes({ from: today, to: today })
    const range = `startDate=${startTime}&endDate=${endTime}`
    const counts = async () => ({
      kpi: (await send(`/wps/relay/ODSFE2_teamKPIC?${range}&size=0`)).value as TeamKpi,
      sum: (await send(`/wps/relay/ODSFE2_getTeamOverviewSum?${range}`)).value as TeamOverviewSum,
      day: ((await send(`/wps/relay/ODSFE2_getTeamOverviewDailyList?${range}`)).value as TeamOverviewDailyList).list[0]!,
    })
    const before = await counts()
    await create({ userName: 'made0001' })
    await create({ userName: 'made0002', type: 1 })
    const after = await counts()
    expect(after.kpi).toEqual({ ...before.kpi, teamRegisterMemberCount: before.kpi.teamRegisterMemberCount + 2 })
    expect(after.sum).toEqual({ ...before.sum, teamSize: before.sum.teamSize + 2, registerCount: before.sum.registerCount + 2 })
    expect(after.day).toEqual({ ...before.day, registerCount: before.day.registerCount + 2 })
  })

  it('refuses a bad or taken name, a bad password and rebates off the rule, making nothing', async () => {
    const { create, exists, members } = await setUp()
    expect(await create({ userName: 'made0001' })).toMatchObject({ success: true })
    const before = await members()
    for (const userName of ['ab', 'has space1', 'x'.repeat(17)])
      expect(await create({ userName })).toMatchObject(refusedWith('USERNAME_FORMAT'))
    // A fixture account, one made in this run, one of the agent's generated members.
    for (const userName of ['player02', 'made0001', direct[0]!.userName])
      expect(await create({ userName })).toMatchObject({ ...refusedWith('USERNAME_EXISTS'), message: 'username already exists' })
    for (const password of ['', 'abc', 'with space'])
      expect(await create({ userName: 'fresh001', password })).toMatchObject(refusedWith('PASSWORD_FORMAT'))
    const [lotto] = rebateProducts
    const bounds = { type: lotto, min: 0, max: limits[0] }
    for (const rebateValue of [7.55, limits[0]! + 0.1, -0.1, 1.05]) {
      const configs = configsAt(() => 1).map((config) => (config.type === lotto ? { type: lotto, rebateValue } : config))
      expect(await create({ userName: 'fresh001', configs })).toMatchObject({ ...refusedWith('agent.rebate.invalid'), value: bounds })
    }
    const all = configsAt(() => 1)
    for (const configs of [
      all.slice(1),
      [...all, all[0]],
      [...all.slice(1), { type: 'POKER', rebateValue: 0 }],
      [all[0], ...all.slice(0, -1)],
    ])
      expect(await create({ userName: 'fresh001', configs })).toMatchObject({
        ...refusedWith('agent.rebate.invalid'),
        value: { types: [...rebateProducts] },
      })
    expect(await exists('fresh001')).toBe(false)
    // Who is listed and how many: not their last login, whose span today grows with the clock's hour.
    const roster = (page: DownlinePage) => ({ ...page, list: page.list.map((member) => member.userName) })
    expect(roster(await members())).toEqual(roster(before))
  })

  it('refuses a player and a call without a session', async () => {
    const { create } = await setUp({ memberType: 0 })
    expect(await create({ userName: 'fresh001' })).toMatchObject(refusedWith('agent.only'))
    expect(await create({ userName: 'fresh001' }, null)).toMatchObject(refusedWith('SESSION_EXPIRED'))
  })

  it('is forgotten on a harness reset', async () => {
    const { create, exists, send, harness, login } = await setUp()
    await create({ userName: 'made0001' })
    await send('/__harness/reset', { body: {} })
    expect(await exists('made0001')).toBe(false)
    expect(await login('made0001', 'pass1234')).toMatchObject(refusedWith('INVALID_LOGIN'))
    expect(harness.db.madeDownlines.all()).toEqual([])
  })
})

describe('affiliate links (MCSFE_viewAffiliateUrls, MCSFE_createAffiliateUrl, MCSFE_deleteAffiliateUrl)', () => {
  it('answers the expiry options and the promotion channels', async () => {
    const { send } = await setUp()
    expect((await send('/wps/relay/MCSFE_getMerchantUrlExpiryOptions')).value).toEqual({ list: linkExpiryOptions })
    expect((await send('/wps/relay/MCSFE_getMerchantPromotionChannels')).value).toEqual({ list: promotionChannels })
    const player = await setUp({ memberType: 0 })
    expect(await player.send('/wps/relay/MCSFE_getMerchantUrlExpiryOptions')).toMatchObject(refusedWith('agent.only'))
  })

  it('starts every QA agent with two seeded links, newest first, on the asking origin; the SPEC’s name is an alias', async () => {
    const { links, send, codeAccepted } = await setUp()
    const seeded = await links()
    const now = Date.now()
    expect(seeded.map(({ id, code, type, registeredCount, channel }) => ({ id, code, type, registeredCount, channel }))).toEqual([
      { id: 'link-player01-1', code: 'QA01PLYR', type: 0, registeredCount: 3, channel: 'FACEBOOK' },
      { id: 'link-player01-2', code: 'QA01AGNT', type: 1, registeredCount: 0, channel: 'TELEGRAM' },
    ])
    expect(seeded[0]!.url).toBe('http://harness.test/m/register?affiliateCode=QA01PLYR')
    expect(seeded[0]!.expiresAt).toBeGreaterThan(now)
    expect(seeded[1]!.expiresAt).toBeNull()
    expect(seeded[0]!.createdTime).toBeGreaterThan(seeded[1]!.createdTime)
    expect(seeded.every((link) => link.configs.every((config, index) => config.rebateValue <= limits[index]!))).toBe(true)
    expect((await send('/wps/relay/MCS2_wpsViewAffUrls')).value).toEqual({ list: seeded })
    expect(await codeAccepted('QA01PLYR')).toBe(true)
    const other = await setUp({}, 'agent01')
    expect((await other.links()).map((link) => link.code)).toEqual(['AG01PLYR', 'AG01AGNT'])
  })

  it('makes a link that lives as asked and registers with its code; a sign-up is counted', async () => {
    const { createLink, links, codeAccepted, register, exists, members, send } = await setUp()
    const before = Date.now()
    const answer = await createLink({ type: 1, configs: configsAt((limit) => limit), expiryCode: 'D7', channel: 'YOUTUBE' })
    expect(answer).toMatchObject({ success: true })
    const link = Schema.decodeUnknownSync(AffiliateLink)(answer.value)
    expect(link.code).toMatch(/^[A-Z0-9]{6,8}$/)
    expect(link).toMatchObject({ type: 1, channel: 'YOUTUBE', registeredCount: 0, configs: configsAt((limit) => limit) })
    expect(link.url).toBe(`http://harness.test/m/register?affiliateCode=${link.code}`)
    expect(link.createdTime).toBeGreaterThanOrEqual(before)
    expect(link.expiresAt).toBe(link.createdTime + 7 * 86_400_000)
    expect((await createLink({ expiryCode: 'NEVER' })).value).toMatchObject({ expiresAt: null })
    const listed = await links()
    expect(listed).toHaveLength(4)
    expect(listed[1]).toEqual(link)
    expect(new Set(listed.map((each) => each.code)).size).toBe(4)

    expect(await codeAccepted(link.code)).toBe(true)
    // The link signs the new account up into the agent's team, as the sub-agent it makes, with its rebates.
    expect(await register('viafriend1', link.code)).toMatchObject({ success: true, value: { userName: 'viafriend1', type: 1 } })
    expect(await exists('viafriend1')).toBe(true)
    expect((await links()).find((each) => each.id === link.id)!.registeredCount).toBe(1)
    expect((await members()).list[0]).toMatchObject({ userName: 'viafriend1', type: 1 })
    const rebates = Schema.decodeUnknownSync(DownlineRebates)((await send('/wps/relay/MCSFE_getDownlineRebates?userName=viafriend1')).value)
    expect(rebates.configs.map(({ type, rebateValue }) => ({ type, rebateValue }))).toEqual(configsAt((limit) => limit))
    await register('viafriend2', 'QA01PLYR')
    expect((await links()).find((each) => each.code === 'QA01PLYR')!.registeredCount).toBe(4)
    expect((await members()).list.slice(0, 2).map(({ userName, type }) => ({ userName, type }))).toEqual([
      { userName: 'viafriend2', type: 0 },
      { userName: 'viafriend1', type: 1 },
    ])
  })

  it('accepts a code no more once the link has expired or is deleted', async () => {
    const { createLink, deleteLink, links, codeAccepted, register, harness } = await setUp()
    const link = (await createLink()).value as AffiliateLink
    await harness.db.affiliateLinks.update((q) => q.where({ id: link.id }), { data: (stored) => void (stored.expiresAt = Date.now() - 1) })
    expect(await codeAccepted(link.code)).toBe(false)
    expect(await register('late00001', link.code)).toMatchObject(refusedWith('INVALID_AFFILIATE'))
    expect(await deleteLink('link-player01-1')).toMatchObject({ success: true, value: { id: 'link-player01-1' } })
    expect((await links()).map((each) => each.id)).toEqual([link.id, 'link-player01-2'])
    expect(await codeAccepted('QA01PLYR')).toBe(false)
    expect(await deleteLink('link-player01-1')).toMatchObject(refusedWith('agent.link.not_found'))
    expect(await deleteLink('nope')).toMatchObject(refusedWith('agent.link.not_found'))
    // Another agent's link is not this agent's to delete.
    expect(await deleteLink('link-agent01-1')).toMatchObject(refusedWith('agent.link.not_found'))
    expect(await codeAccepted('AG01PLYR')).toBe(true)
  })

  it('refuses rebates off the rule, an unknown expiry or channel, and more than the limit', async () => {
    const { createLink, links } = await setUp()
    for (const rebateValue of [7.55, limits[0]! + 0.1, -0.5])
      expect(await createLink({ configs: configsAt(() => rebateValue) })).toMatchObject(refusedWith('agent.rebate.invalid'))
    expect(await createLink({ configs: configsAt(() => 1).slice(1) })).toMatchObject(refusedWith('agent.rebate.invalid'))
    expect(await createLink({ expiryCode: 'D3' })).toMatchObject(refusedWith('agent.link.expiry'))
    expect(await createLink({ channel: 'Facebook' })).toMatchObject(refusedWith('agent.link.channel'))
    expect(await links()).toHaveLength(2)
    for (let made = 2; made < linkLimit; made++) expect(await createLink()).toMatchObject({ success: true })
    expect(await createLink()).toMatchObject({ ...refusedWith('agent.link.limit'), value: { limit: linkLimit } })
    expect(await links()).toHaveLength(linkLimit)
  })

  it('refuses a player and a call without a session', async () => {
    const { createLink, links, deleteLink, send } = await setUp({ memberType: 0 })
    expect(await createLink()).toMatchObject(refusedWith('agent.only'))
    expect(await deleteLink('link-player01-1')).toMatchObject(refusedWith('agent.only'))
    expect(await send('/wps/relay/MCSFE_viewAffiliateUrls')).toMatchObject(refusedWith('agent.only'))
    expect(await send('/wps/relay/MCSFE_viewAffiliateUrls', { token: null })).toMatchObject(refusedWith('SESSION_EXPIRED'))
    await expect(links()).rejects.toThrow()
  })
})
