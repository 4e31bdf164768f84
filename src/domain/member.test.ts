import { describe, expect, it } from 'vitest'
import { canDeposit, getsContractPrompts, isAgentType, moneyScreenAccess, viewerOf, type SessionInfo } from './member'

const session = (type: number): SessionInfo => ({ token: 't', merchantCode: 'wps', id: '1', userName: 'u', type, firstTimeLogin: false })

describe('member types (SPEC §4, §6)', () => {
  it.each([
    [0, false, true, true],
    [1, true, true, true],
    [2, true, true, true],
    [4, false, false, false],
    [40, false, false, false],
    [41, true, false, false],
    [42, true, false, false],
    [3, false, false, false],
  ])('type %s: agent %s, deposit %s, contract prompts %s', (type, agent, deposit, prompts) => {
    expect(isAgentType(type)).toBe(agent)
    expect(canDeposit(type)).toBe(deposit)
    expect(getsContractPrompts(type)).toBe(prompts)
  })

  it('counts a type outside the known sets as the unknown type 4, not as an agent (PLATFORM.md §1.4)', () => {
    expect(viewerOf(session(3), null)).toEqual({ kind: 'trial', type: 4 })
    expect(viewerOf(session(99), null)).toEqual({ kind: 'trial', type: 4 })
    expect(viewerOf(session(41), null)).toEqual({ kind: 'agent', type: 41 })
  })

  it('derives the viewer from session and member info', () => {
    expect(viewerOf(null, null)).toEqual({ kind: 'guest' })
    expect(viewerOf(session(4), null)).toEqual({ kind: 'trial', type: 4 })
    expect(viewerOf(session(0), null)).toEqual({ kind: 'member', type: 0 })
    expect(
      viewerOf(session(0), {
        id: '1',
        type: 1,
        nickname: null,
        account: 'u',
        userName: 'u',
        memberLabel: [],
        clubLabel: null,
        merchantCode: 'wps',
      }),
    ).toEqual({ kind: 'agent', type: 1 })
  })
})

describe('a money screen behind a whitelabel module (the rebate, responsible gaming)', () => {
  it.each([
    [true, true, 'open'],
    [false, true, 'free-reject'],
    [true, false, 'off'],
    [false, false, 'off'],
  ] as const)('money type %s, module %s -> %s', (moneyType, flagOn, access) => {
    expect(moneyScreenAccess({ moneyType, flagOn })).toBe(access)
  })
})
