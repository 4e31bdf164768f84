import { describe, expect, it } from 'vitest'
import type { Viewer } from '@/domain/member'
import { moduleIds, type ModuleId } from '@/domain/feature-flags'
import { agentMenuItems } from './agent-menu-items'

const allFlags: ReadonlySet<ModuleId> = new Set(moduleIds)
const without = (...off: ModuleId[]): ReadonlySet<ModuleId> => new Set(moduleIds.filter((id) => !off.includes(id)))
const agent = (type: number): Viewer => ({ kind: 'agent', type })
const idsOf = (viewer: Viewer, flags = allFlags) => agentMenuItems({ viewer, flags }).map((item) => item.id)

const contracts = [
  'dividend',
  'daily_salary',
  'salary_contract',
  'dividend_contract',
  'hourly_salary',
  'hourly_contract',
  'realtime_salary',
  'realtime_contract',
]
const money = ['deposit', 'withdraw']

describe('agent home menu (SPEC §2 Agent home)', () => {
  it('shows a full agent (types 1, 2) every item of an all-enabled site, in order', () => {
    const expected = [
      'team_overview',
      'team_pnl',
      'my_team',
      'team_betting',
      'agent_account_record',
      'agent_rebate',
      'team_rebate',
      'open_account',
      'red_rain',
      ...contracts,
      'agent_announcements',
      'inbox',
      'team_mail',
      ...money,
      'customer_service',
      'home',
    ]
    expect(idsOf(agent(1))).toEqual(expected)
    expect(idsOf(agent(2))).toEqual(expected)
  })

  it.each([41, 42])('shows a virtual agent (type %i) no money pages and no contracts (PLATFORM.md §1.4, SPEC §4)', (type) => {
    const ids = idsOf(agent(type))
    for (const id of [...money, ...contracts]) expect(ids).not.toContain(id)
    expect(ids).toContain('team_overview')
    expect(ids).toContain('agent_announcements')
  })

  it.each([
    [{ kind: 'guest' } as Viewer],
    [{ kind: 'trial', type: 4 } as Viewer],
    [{ kind: 'member', type: 0 } as Viewer],
    [{ kind: 'member', type: 40 } as Viewer],
  ])('has nothing for a non-agent (%o)', (viewer) => expect(idsOf(viewer)).toEqual([]))

  it.each([
    ['AGEINFO3', ['team_overview', 'team_pnl']],
    ['AGEDOWNMAN3', ['my_team', 'red_rain']],
    ['MEMTRANS3', ['team_betting', 'agent_account_record']],
    ['COMM3', ['agent_rebate', 'team_rebate']],
    ['AFFMAN3', ['open_account']],
    ['SIGNCONDIV3', ['dividend', 'dividend_contract']],
    ['DAILYSALCONT3', ['daily_salary', 'salary_contract']],
    ['HOURSAL3', ['hourly_salary', 'hourly_contract']],
    ['RTSALARY3', ['realtime_salary', 'realtime_contract']],
    ['AGEANNOUNCE3', ['agent_announcements']],
    ['INBOX3', ['inbox']],
    ['OUTBOX3', ['team_mail']],
  ] as const)('hides what %s governs when the site turns it off', (flag, hidden) => {
    const ids = idsOf(agent(1), without(flag))
    for (const id of hidden) expect(ids).not.toContain(id)
    expect(ids).toHaveLength(idsOf(agent(1)).length - hidden.length)
  })

  it('always shows online service and home, even with every module off', () => {
    expect(idsOf(agent(1), new Set())).toEqual([...money, 'customer_service', 'home'])
    expect(idsOf(agent(41), new Set())).toEqual(['customer_service', 'home'])
  })

  it('marks the agent announcements and the inbox with their unread badges, and leads where the SPEC says', () => {
    const items = agentMenuItems({ viewer: agent(1), flags: allFlags })
    const of = (id: string) => items.find((item) => item.id === id)
    expect(of('agent_announcements')).toEqual({
      id: 'agent_announcements',
      entry: { kind: 'go', to: '/m/member/notice?types=A' },
      badge: 'agent_notices',
    })
    expect(of('inbox')).toEqual({ id: 'inbox', entry: { kind: 'go', to: '/m/webEmail' }, badge: 'inbox' })
    expect(of('dividend')?.entry).toEqual({ kind: 'go', to: '/m/member/agent/agentDivident' })
    expect(of('open_account')?.entry).toEqual({ kind: 'go', to: '/m/agentRegister' })
    expect(of('deposit')?.entry).toEqual({ kind: 'go', to: '/m/voucherCenter' })
    expect(of('withdraw')?.entry).toEqual({ kind: 'go', to: '/m/withdraw' })
    expect(of('home')?.entry).toEqual({ kind: 'go', to: '/m/home' })
    expect(of('customer_service')?.entry).toEqual({ kind: 'chat' })
    expect(items.filter((item) => item.badge).map((item) => item.id)).toEqual(['agent_announcements', 'inbox'])
  })
})
