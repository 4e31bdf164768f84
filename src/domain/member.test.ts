import { describe, expect, it } from 'vitest'
import {
  canDeposit,
  getsContractPrompts,
  inCurrency,
  isAgentType,
  moneyScreenAccess,
  rewardRefusalOf,
  viewerOf,
  type SessionInfo,
  type Viewer,
} from './member'

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

describe('who may have the reward centre, the sign-in, welcome bonuses and missions (PLATFORM.md §1.4)', () => {
  it.each([
    ['a member (0)', { kind: 'member', type: 0 }, null],
    ['an agent (1)', { kind: 'agent', type: 1 }, null],
    ['a trial account', { kind: 'trial', type: 4 }, 'errors.free_reject'],
    ['a virtual member (40)', { kind: 'member', type: 40 }, 'errors.no_permissions'],
    ['a virtual agent (41)', { kind: 'agent', type: 41 }, 'errors.no_permissions'],
    ['a guest', { kind: 'guest' }, 'errors.no_permissions'],
  ] as ReadonlyArray<readonly [string, Viewer, string | null]>)('%s', (_name, viewer, refusal) => {
    expect(rewardRefusalOf(viewer)).toBe(refusal)
  })
})

describe("an amount in the wallet's currency (PLATFORM.md §1.7 currencyPosition)", () => {
  it('puts the symbol before the amount (F, or no position), after it with a no-break space on a B site', () => {
    expect(inCurrency({ currencySymbol: '₱', currencyPosition: 'F' }, '1,234.00')).toBe('₱1,234.00')
    expect(inCurrency({ currencySymbol: '₱' }, '****')).toBe('₱****')
    expect(inCurrency({ currencySymbol: '₫', currencyPosition: 'B' }, '1,234.00')).toBe('1,234.00\u00a0₫')
  })
})
