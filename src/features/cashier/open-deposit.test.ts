import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OpenDeposit } from '@/domain/deposit'
import { memberAtom, sessionAtom } from '@/lib/session/session-atoms'
import { keys } from '@/lib/state/keys'
import { openDepositAtom } from './cashier-atoms'

const order = (depositId: string): OpenDeposit => ({
  order: { depositId, accountNumber: '001234567890', confirmationRequired: 'Y' },
  amount: 1500,
  channelName: 'InstaPay bank transfer',
  openedAt: Date.now(),
  paidReported: true,
})

const session = (userName: string) => ({ token: 't', merchantCode: 'wps', id: 'm-1', userName, type: 0, firstTimeLogin: false })

beforeEach(() => {
  localStorage.clear()
  localStorage.setItem(keys.openDeposits.key, JSON.stringify({ player01: order('D1'), player02: order('D2') }))
})

describe('the open deposit order, coming back after a reload', () => {
  it("is the stored session's member's order before member info has answered", () => {
    const store = createStore()
    store.set(sessionAtom, session('player01'))
    expect(store.get(memberAtom)).toBeNull()
    expect(store.get(openDepositAtom)?.order.depositId).toBe('D1')
  })

  it('is none for a session adopted from a URL token until member info names its member', () => {
    const store = createStore()
    store.set(sessionAtom, session(''))
    expect(store.get(openDepositAtom)).toBeNull()
  })

  it("closing it keeps another member's order on this device", () => {
    const store = createStore()
    store.set(sessionAtom, session('player01'))
    store.set(openDepositAtom, null)
    expect(store.get(openDepositAtom)).toBeNull()
    expect(Object.keys(JSON.parse(localStorage.getItem(keys.openDeposits.key) ?? '{}'))).toEqual(['player02'])
  })
})
