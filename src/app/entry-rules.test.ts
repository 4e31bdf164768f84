import { describe, expect, it } from 'vitest'
import type { MemberInfo, Viewer } from '@/domain/member'
import { moduleIds, type ModuleId } from '@/domain/feature-flags'
import {
  chatEntry,
  depositEntry,
  withdrawEntry,
  gatedEntry,
  inboxEntry,
  memberCentreEntry,
  missionEnabledFor,
  serviceItems,
  messageCentreItems,
  affiliateEntry,
  guardOutcome,
  pageOutcome,
  referralOpen,
  showsDownloadIcon,
  sideMenuItems,
  vipLabelOf,
  type Entry,
} from './entry-rules'
import { memberCentreItems } from './member-centre-items'

const guest: Viewer = { kind: 'guest' }
const trial: Viewer = { kind: 'trial', type: 4 }
const member = (type: number): Viewer => ({ kind: 'member', type })
const agent = (type: number): Viewer => ({ kind: 'agent', type })

describe('bottom menu entries (SPEC §2, §5)', () => {
  it.each([
    ['guest', guest, { kind: 'go', to: '/m/login' }],
    ['trial', trial, { kind: 'prompt-register' }],
    ['member 0', member(0), { kind: 'go', to: '/m/member/home' }],
    ['agent 1', agent(1), { kind: 'go', to: '/m/member/home' }],
  ])('member centre for %s', (_name, viewer, expected) => expect(memberCentreEntry(viewer)).toEqual(expected))

  it.each([
    ['guest', guest, { kind: 'go', to: '/m/login' }],
    ['trial', trial, { kind: 'refuse', messageKey: 'errors.free_reject', ms: 2000 }],
    ['type 0', member(0), { kind: 'go', to: '/m/voucherCenter' }],
    ['type 1', agent(1), { kind: 'go', to: '/m/voucherCenter' }],
    ['type 2', agent(2), { kind: 'go', to: '/m/voucherCenter' }],
    ['type 40', member(40), { kind: 'refuse', messageKey: 'errors.free_reject', ms: 2000 }],
    ['type 41', agent(41), { kind: 'refuse', messageKey: 'errors.free_reject', ms: 2000 }],
  ])('deposit for %s', (_name, viewer, expected) => expect(depositEntry(viewer, 2000)).toEqual(expected))

  const noPermission = { kind: 'refuse', messageKey: 'errors.no_permissions', ms: 2000 }
  it.each([
    ['guest', guest, { kind: 'go', to: '/m/login' }],
    ['trial', trial, noPermission],
    ['type 0', member(0), { kind: 'go', to: '/m/withdraw' }],
    ['type 2', agent(2), { kind: 'go', to: '/m/withdraw' }],
    ['type 40', member(40), noPermission],
    ['type 42', agent(42), noPermission],
  ])('withdraw for %s', (_name, viewer, expected) => expect(withdrawEntry(viewer, 2000)).toEqual(expected))
})

describe('inbox and chat (SPEC §2 message centre, §6, §8)', () => {
  const offline = { kind: 'refuse', messageKey: 'errors.free_reject', ms: 1000 }
  it.each<[string, Viewer, Entry, Entry]>([
    ['guest', guest, { kind: 'go', to: '/m/login' }, { kind: 'go', to: '/m/login' }],
    ['trial', trial, offline as Entry, offline as Entry],
    ['member 0', member(0), { kind: 'go', to: '/m/webEmail' }, { kind: 'chat' }],
    ['member 40', member(40), { kind: 'go', to: '/m/webEmail' }, { kind: 'chat' }],
    ['agent 1', agent(1), { kind: 'go', to: '/m/webEmail' }, { kind: 'chat' }],
  ])('%s: inbox %j, chat %j', (_name, viewer, inbox, chat) => {
    expect(inboxEntry(viewer, 1000)).toEqual(inbox)
    expect(chatEntry(viewer, 1000)).toEqual(chat)
  })
})

/** Every entry a menu, header or page follows passes the destination's rule first. */
describe('gatedEntry: one rule per destination, whatever the link', () => {
  const deposit: Entry = { kind: 'go', to: '/m/voucherCenter' }
  const inbox: Entry = { kind: 'go', to: '/m/webEmail' }
  const freeReject = (ms: number): Entry => ({ kind: 'refuse', messageKey: 'errors.free_reject', ms })
  it.each<[string, Entry, Viewer, Entry]>([
    ['deposit, trial', deposit, trial, freeReject(2000)],
    ['deposit with a query, trial', { kind: 'go', to: '/m/voucherCenter?from=agent' }, trial, freeReject(2000)],
    ['deposit, type 40', deposit, member(40), freeReject(2000)],
    ['deposit, type 0', deposit, member(0), deposit],
    ['deposit, guest', deposit, guest, { kind: 'go', to: '/m/login' }],
    ['withdraw, type 41', { kind: 'go', to: '/m/withdraw' }, agent(41), { kind: 'refuse', messageKey: 'errors.no_permissions', ms: 2000 }],
    ['inbox, trial', inbox, trial, freeReject(1000)],
    ['inbox, guest', inbox, guest, { kind: 'go', to: '/m/login' }],
    ['inbox, member', inbox, member(0), inbox],
    ['chat, trial', { kind: 'chat' }, trial, freeReject(1000)],
    ['chat, guest', { kind: 'chat' }, guest, { kind: 'go', to: '/m/login' }],
    ['chat, member', { kind: 'chat' }, member(0), { kind: 'chat' }],
    ['another route, trial', { kind: 'go', to: '/m/notice' }, trial, { kind: 'go', to: '/m/notice' }],
    ['app download, trial', { kind: 'app-download' }, trial, { kind: 'app-download' }],
  ])('%s', (_name, entry, viewer, expected) => expect(gatedEntry(entry, viewer)).toEqual(expected))

  it('refuses the side menu deposit and the service popup inbox for a trial user', () => {
    const side = sideMenuItems({ flags: new Set(), inAppContext: false, taskUrl: null, missionEnabled: false })
    expect(gatedEntry(side.find((item) => item.id === 'deposit')!.entry, trial)).toEqual(freeReject(2000))
    const popup = serviceItems({ viewer: trial, member: null, flags: new Set(['INBOX3', 'CBS3']), taskUrl: null, lineUrl: null })
    expect(gatedEntry(popup.find((item) => item.id === 'messages')!.entry, trial)).toEqual(freeReject(1000))
  })
})

const info = (labels: string[] = []): MemberInfo => ({
  id: 'm',
  type: 0,
  nickname: null,
  account: 'a',
  userName: 'a',
  memberLabel: labels.map((labelName) => ({ labelName })),
  clubLabel: null,
  merchantCode: 'wps',
})
const ids = (items: ReturnType<typeof serviceItems>) => items.map((item) => item.id)
const all = new Set<ModuleId>(['CBS3', 'INBOX3'])

describe('service popup items (SPEC §2)', () => {
  it('shows chat only for a non-trial member with chat on and no nochat label', () => {
    const base = { flags: all, taskUrl: 'https://t', lineUrl: null }
    expect(ids(serviceItems({ ...base, viewer: member(0), member: info() }))).toContain('chat')
    expect(ids(serviceItems({ ...base, viewer: trial, member: { ...info(), type: 4 } }))).not.toContain('chat')
    expect(ids(serviceItems({ ...base, viewer: guest, member: null }))).not.toContain('chat')
    expect(ids(serviceItems({ ...base, viewer: member(0), member: info(['nochat']) }))).not.toContain('chat')
    expect(ids(serviceItems({ ...base, flags: new Set(['INBOX3']), viewer: member(0), member: info() }))).not.toContain('chat')
  })

  it('shows messages only with the mail centre on, LINE only with a link, task as coming soon without one', () => {
    const items = serviceItems({ viewer: guest, member: null, flags: new Set(), taskUrl: null, lineUrl: null })
    expect(ids(items)).toEqual(['announcements', 'feedback', 'task'])
    expect(items.find((item) => item.id === 'task')?.entry).toEqual({ kind: 'coming-soon-alert' })
    const withLinks = serviceItems({ viewer: guest, member: null, flags: new Set(['INBOX3']), taskUrl: 'https://t', lineUrl: 'https://l' })
    expect(ids(withLinks)).toEqual(['messages', 'announcements', 'feedback', 'task', 'line'])
    expect(withLinks.find((item) => item.id === 'task')?.entry).toEqual({ kind: 'go', to: '/m/task' })
  })
})

describe('the affiliate button (SPEC §2 Others)', () => {
  it.each([
    ['a guest logs in', guest, true, { kind: 'go', to: '/m/login' }],
    ['an agent sees the agent modal', { kind: 'agent', type: 41 } as Viewer, true, { kind: 'agent-modal' }],
    ['a member with REFERRAL open invites friends', member(0), true, { kind: 'go', to: '/m/inviteFriends' }],
    ['a member without it: coming soon', member(0), false, { kind: 'coming-soon' }],
    ['a free trial without it: coming soon', trial, false, { kind: 'coming-soon' }],
  ] as const)('%s', (_, viewer, referralOpen, expected) => {
    expect(affiliateEntry(viewer, referralOpen)).toEqual(expected)
  })
})

describe('a forced first-login change (SPEC §4 firstTimeLogin)', () => {
  it('holds a session to the change page, whatever the route, until it is made', () => {
    expect(pageOutcome('none', member(0), '/m/home', true)).toEqual({ to: '/m/changePsw' })
    expect(pageOutcome('deposit', member(0), '/m/deposit?x=1', true)).toEqual({ to: '/m/changePsw' })
    expect(pageOutcome('session-or-home', member(0), '/m/changePsw', true)).toBeNull()
    expect(pageOutcome('none', member(0), '/m/home', false)).toBeNull()
    expect(pageOutcome('session', guest, '/m/member/home', true)).toEqual(guardOutcome('session', guest, '/m/member/home'))
  })
})

describe('the referral promotion is open (the affiliate button and the member centre row)', () => {
  const withReferral = { ...info(), availablePromos: ['REFERRAL'] }
  it('while the member has REFERRAL and the site runs the programme its page serves (REFERRAL3)', () => {
    expect(referralOpen(withReferral, new Set<ModuleId>(['REFERRAL3']))).toBe(true)
    expect(referralOpen(withReferral, new Set<ModuleId>())).toBe(false)
    expect(referralOpen(info(), new Set<ModuleId>(['REFERRAL3']))).toBe(false)
    expect(referralOpen(null, new Set<ModuleId>(['REFERRAL3']))).toBe(false)
  })
})

describe('message centre rows (SPEC §2)', () => {
  const rows = (
    flags: ReadonlyArray<ModuleId>,
    telegramUrl: string | null,
    affiliateServiceUrl: string | null,
    member: MemberInfo | null = info(),
  ) => messageCentreItems({ member, flags: new Set(flags), telegramUrl, affiliateServiceUrl })

  it.each([
    [[], null, null, ['announcements', 'inbox']],
    [['CBS3'], null, null, ['announcements', 'inbox', 'chat']],
    [['CBS3'], 'https://t.me/x', 'https://aff', ['telegram', 'announcements', 'inbox', 'chat', 'affiliate_service']],
    [[], 'https://t.me/x', null, ['telegram', 'announcements', 'inbox']],
  ] as const)('flags %j, telegram %s, affiliate %s: %j', (flags, telegram, affiliate, expected) => {
    expect(rows(flags, telegram, affiliate).map((item) => item.id)).toEqual(expected)
  })

  it('has no chat row for a member the operator keeps out of chat (nochat label); a guest still sees it', () => {
    expect(rows(['CBS3'], null, null, info(['NoChat'])).map((item) => item.id)).toEqual(['announcements', 'inbox'])
    expect(rows(['CBS3'], null, null, null).map((item) => item.id)).toContain('chat')
  })

  it('opens the links, goes to the notices and the inbox, and launches chat', () => {
    expect(rows(['CBS3'], 'https://t.me/x', 'https://aff').map((item) => item.entry)).toEqual([
      { kind: 'open', url: 'https://t.me/x' },
      { kind: 'go', to: '/m/notice' },
      { kind: 'go', to: '/m/webEmail' },
      { kind: 'chat' },
      { kind: 'open', url: 'https://aff' },
    ])
  })
})

describe('right-side menu items (SPEC §2, §6)', () => {
  const every = new Set<ModuleId>(['TRANSBETREPMEM3', 'TRANSREC3', 'PERSREP', 'REWCEN3', 'SECPRIV', 'DOWNLOAD', 'PTSYS3'])
  const idsOf = (items: ReturnType<typeof sideMenuItems>) => items.map((item) => item.id)

  it('lists every item in order when every flag is on, outside the app', () => {
    expect(idsOf(sideMenuItems({ flags: every, inAppContext: false, taskUrl: 'https://t', missionEnabled: true }))).toEqual([
      'my_account',
      'deposit',
      'withdraw',
      'betting_record',
      'account_record',
      'profit_and_loss',
      'reward_center',
      'vip',
      'security_center',
      'app_download',
      'points_mall',
      'task',
      'mission',
    ])
  })

  it.each([
    ['TRANSBETREPMEM3', 'betting_record'],
    ['TRANSREC3', 'account_record'],
    ['PERSREP', 'profit_and_loss'],
    ['REWCEN3', 'reward_center'],
    ['SECPRIV', 'security_center'],
    ['DOWNLOAD', 'app_download'],
    ['PTSYS3', 'points_mall'],
  ] as const)('hides the item of %s when that flag is off', (flag, id) => {
    const flags = new Set([...every].filter((f) => f !== flag))
    expect(idsOf(sideMenuItems({ flags, inAppContext: false, taskUrl: null, missionEnabled: false }))).not.toContain(id)
  })

  it('always shows VIP (opened as its own page) and task (coming soon without a link); no download in the app', () => {
    const items = sideMenuItems({ flags: new Set(), inAppContext: true, taskUrl: null, missionEnabled: false })
    expect(idsOf(items)).toEqual(['my_account', 'deposit', 'withdraw', 'vip', 'task'])
    expect(items.find((item) => item.id === 'vip')?.entry).toEqual({ kind: 'open', url: '/vip/vip.html' })
    expect(items.find((item) => item.id === 'task')?.entry).toEqual({ kind: 'coming-soon-alert' })
  })

  it('App download opens the app-download popup, not /m/app (SPEC §2)', () => {
    const items = sideMenuItems({ flags: new Set(['DOWNLOAD']), inAppContext: false, taskUrl: null, missionEnabled: false })
    expect(items.find((item) => item.id === 'app_download')?.entry).toEqual({ kind: 'app-download' })
  })

  it('shows MISSION only when the member has it among the available promos', () => {
    const base = { id: 'm', type: 0, nickname: null, account: 'a', userName: 'a', memberLabel: [], clubLabel: null, merchantCode: 'wps' }
    expect(missionEnabledFor({ ...base, availablePromos: ['MISSION', 'REFERRAL'] })).toBe(true)
    expect(missionEnabledFor({ ...base, availablePromos: ['REFERRAL'] })).toBe(false)
    expect(missionEnabledFor(base)).toBe(false)
    expect(missionEnabledFor(null)).toBe(false)
    const items = sideMenuItems({ flags: new Set(), inAppContext: false, taskUrl: null, missionEnabled: true })
    expect(items.find((item) => item.id === 'mission')?.entry).toEqual({ kind: 'go', to: '/m/customerTask' })
  })
})

describe('download-app icon (SPEC §2 Home header)', () => {
  const yes = { homeRoute: true, inAppContext: false, downloadEnabled: true, downloadUrl: 'https://d' }
  it.each([
    ['all conditions met', yes, true],
    ['not a home route', { ...yes, homeRoute: false }, false],
    ['inside the native app or installed web app', { ...yes, inAppContext: true }, false],
    ['app window disabled', { ...yes, downloadEnabled: false }, false],
    ['no link for the platform', { ...yes, downloadUrl: null }, false],
  ])('%s → %s', (_name, input, expected) => expect(showsDownloadIcon(input)).toBe(expected))
})

describe('VIP club label', () => {
  it('shows the label name only for AUTO club labels', () => {
    expect(vipLabelOf({ ...info(), clubLabel: { labelName: 'Gold', type: 'AUTO' } })?.labelName).toBe('Gold')
    expect(vipLabelOf({ ...info(), clubLabel: { labelName: 'Gold', type: 'MANUAL' } })).toBeNull()
    expect(vipLabelOf(null)).toBeNull()
  })
})

describe('member centre items (issue 11)', () => {
  const everyFlag = new Set<ModuleId>(moduleIds)
  const withReferral = { ...info(), availablePromos: ['REFERRAL'] }
  const itemsOf = (viewer: Viewer, overrides: Partial<Parameters<typeof memberCentreItems>[0]> = {}) =>
    memberCentreItems({ viewer, member: withReferral, flags: everyFlag, inAppContext: false, taskUrl: '/task', ...overrides }).map(
      (item) => item.id,
    )
  const money = ['deposit', 'withdraw', 'deposit_record', 'withdraw_record', 'reward_center', 'rebate']
  const always = ['vip', 'my_account', 'task']

  it.each([
    ['member 0', member(0), { money: true, agent: false, invite: true, chat: true, inbox: true }],
    ['agent 1', agent(1), { money: true, agent: true, invite: false, chat: true, inbox: true }],
    ['agent 2', agent(2), { money: true, agent: true, invite: false, chat: true, inbox: true }],
    ['virtual 40', member(40), { money: false, agent: false, invite: true, chat: true, inbox: true }],
    ['virtual agent 41', agent(41), { money: false, agent: true, invite: false, chat: true, inbox: true }],
    ['virtual agent 42', agent(42), { money: false, agent: true, invite: false, chat: true, inbox: true }],
    ['trial 4', trial, { money: false, agent: false, invite: false, chat: false, inbox: false }],
  ])('%s: money items, agent home, invite friends, chat and inbox by type', (_name, viewer, expected) => {
    const ids = itemsOf(viewer)
    for (const id of money) expect(ids.includes(id as never), id).toBe(expected.money)
    expect(ids.includes('agent')).toBe(expected.agent)
    expect(ids.includes('invite_friends')).toBe(expected.invite)
    expect(ids.includes('customer_service')).toBe(expected.chat)
    expect(ids.includes('inbox')).toBe(expected.inbox)
    for (const id of always) expect(ids, id).toContain(id)
  })

  it.each([
    ['TRANSBETREPMEM3', 'betting_record'],
    ['TRANSREC3', 'account_record'],
    ['PERSREP', 'profit_and_loss'],
    ['REWCEN3', 'reward_center'],
    ['PLYRBT', 'rebate'],
    ['PTSYS3', 'points_mall'],
    ['SECPRIV', 'security_center'],
    ['INBOX3', 'inbox'],
    ['FEEDBACK3', 'feedback'],
    ['CBS3', 'customer_service'],
    ['DOWNLOAD', 'app_download'],
    ['REFERRAL3', 'invite_friends'],
  ] as const)('%s off hides %s and nothing else', (flag, id) => {
    const flags = new Set(moduleIds.filter((module) => module !== flag))
    expect(itemsOf(member(0)).filter((item) => item !== id)).toEqual(itemsOf(member(0), { flags }))
  })

  it('hides download inside the app, invite friends without the referral promotion, chat for a nochat member', () => {
    expect(itemsOf(member(0), { inAppContext: true })).not.toContain('app_download')
    expect(itemsOf(member(0), { member: info() })).not.toContain('invite_friends')
    expect(itemsOf(member(0), { member: { ...withReferral, memberLabel: [{ labelName: 'nochat' }] } })).not.toContain('customer_service')
  })

  it('task says coming soon without a task link; VIP opens its own page', () => {
    const items = memberCentreItems({ viewer: member(0), member: withReferral, flags: everyFlag, inAppContext: false, taskUrl: null })
    expect(items.find((item) => item.id === 'task')!.entry).toEqual({ kind: 'coming-soon-alert' })
    expect(items.find((item) => item.id === 'vip')!.entry).toEqual({ kind: 'open', url: '/vip/vip.html' })
  })
})
