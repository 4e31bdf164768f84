import { describe, expect, it } from 'vitest'
import type { Viewer } from '@/domain/member'
import { referralLink, referralViewOf, shareLinkOf, shownStats } from './referral-rules'
import { statKeys } from './referral-schema'

describe('who sees which view of invite friends', () => {
  const cases: ReadonlyArray<readonly [string, Viewer, string]> = [
    ['a guest: the programme', { kind: 'guest' }, 'guest'],
    ['a trial account: refused', { kind: 'trial', type: 4 }, 'refused:errors.free_reject'],
    ['a member (type 0): the code', { kind: 'member', type: 0 }, 'member'],
    ['a virtual member (40): refused', { kind: 'member', type: 40 }, 'refused:errors.no_permissions'],
    ['an agent (1): the agent area', { kind: 'agent', type: 1 }, 'agent'],
    ['a virtual agent (41): the agent area', { kind: 'agent', type: 41 }, 'agent'],
  ]
  it.each(cases)('%s', (_name, viewer, expected) => {
    const view = referralViewOf(viewer, false)
    expect(view.kind === 'refused' ? `refused:${view.messageKey}` : view.kind).toBe(expected)
  })
  it('a site without the programme (REFERRAL3 off): no permission, for anyone', () => {
    expect(referralViewOf({ kind: 'member', type: 0 }, false, false)).toEqual({ kind: 'refused', messageKey: 'errors.no_permissions' })
    expect(referralViewOf({ kind: 'guest' }, false, false)).toEqual({ kind: 'refused', messageKey: 'errors.no_permissions' })
  })
  it('a session whose type is still asked (a token in the address): undecided, not the trial refusal', () => {
    expect(referralViewOf({ kind: 'trial', type: 4 }, true)).toEqual({ kind: 'undecided' })
  })
})

describe('the referral link', () => {
  it('opens the register form with the code on the promotion domain', () => {
    expect(referralLink('lucky-play.example.test', 'PLY01T')).toBe('https://lucky-play.example.test/m/register?affiliateCode=PLY01T')
  })
  it('keeps a domain given with its scheme, without a trailing slash', () => {
    expect(referralLink('http://127.0.0.1:5173/', 'A B')).toBe('http://127.0.0.1:5173/m/register?affiliateCode=A+B')
  })
  it("uses the operator's first domain, or this site when it names none", () => {
    expect(shareLinkOf(['one.test', 'two.test'], 'C1', 'https://site.test')).toBe('https://one.test/m/register?affiliateCode=C1')
    expect(shareLinkOf([], 'C1', 'https://site.test')).toBe('https://site.test/m/register?affiliateCode=C1')
  })
})

describe('the figures shown', () => {
  it('are all of them when the operator chose none', () => {
    expect(shownStats(undefined)).toEqual(statKeys)
  })
  it("are the operator's choice, in the platform's order", () => {
    expect(shownStats(['depositRebateAmount', 'memberCount'])).toEqual(['memberCount', 'depositRebateAmount'])
  })
})
