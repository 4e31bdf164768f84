import { describe, expect, it } from 'vitest'
import type { MemberInfo, Viewer } from '@/domain/member'
import type { ModuleId } from '@/domain/feature-flags'
import { depositEntry, memberCentreEntry, serviceItems } from './entry-rules'

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
})

const info = (labels: string[] = []): MemberInfo => ({
  id: 'm', type: 0, nickname: null, account: 'a', userName: 'a', memberLabel: labels.map((labelName) => ({ labelName })),
  clubLabel: null, merchantCode: 'wps',
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
    expect(items.find((item) => item.id === 'task')?.entry).toEqual({ kind: 'coming-soon' })
    const withLinks = serviceItems({ viewer: guest, member: null, flags: new Set(['INBOX3']), taskUrl: 'https://t', lineUrl: 'https://l' })
    expect(ids(withLinks)).toEqual(['messages', 'announcements', 'feedback', 'task', 'line'])
    expect(withLinks.find((item) => item.id === 'task')?.entry).toEqual({ kind: 'go', to: '/m/task' })
  })
})
