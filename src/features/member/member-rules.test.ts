import { describe, expect, it } from 'vitest'
import type { Wallet } from '@/domain/member'
import {
  canReturnAll,
  gameWalletsOf,
  inGameWalletsOf,
  greetingOf,
  labelPaint,
  labelTextOn,
  mainBalanceOf,
  rankPercent,
  returnableOf,
  walletStateOf,
  transferIssue,
} from './member-rules'

describe('greeting by the hour (SPEC §9)', () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'early_afternoon'],
    [14, 'early_afternoon'],
    [15, 'late_afternoon'],
    [18, 'late_afternoon'],
    [19, 'evening'],
    [23, 'evening'],
  ] as const)('%i h: %s', (hour, greeting) => expect(greetingOf(hour)).toBe(greeting))
})

const progress = (completedConditions: number, totalExpectedConditions: number) => ({
  playerRankName: 'Gold',
  nextRankName: 'Platinum',
  currentProgress: { completedConditions, totalExpectedConditions },
})

describe('VIP bar', () => {
  it.each([
    [3, 5, 60],
    [0, 4, 0],
    [4, 4, 100],
    [9, 4, 100], // more than asked: full, not over
    [0, 0, 100], // top rank: nothing expected
    [-1, 3, 0],
  ])('%i of %i is %i%%', (done, total, percent) => expect(rankPercent(progress(done, total))).toBe(percent))
})

const wallet = (balance: Wallet['balance']): Wallet => ({ currencySymbol: '₱', sumBalance: 100, ...(balance ? { balance } : {}) })
const account = (accountTypeId: number, availBalance: number, status = 'OK') => ({
  accountTypeId,
  accountId: String(accountTypeId),
  displayName: `W${accountTypeId}`,
  availBalance,
  status,
})

describe('wallets (PLATFORM.md §1.7)', () => {
  it.each([
    ['OK', 'ready'],
    ['1', 'loading'],
    ['3', 'maintenance'],
    ['', 'maintenance'],
  ] as const)('status %j is %s', (status, state) => expect(walletStateOf(status)).toBe(state))

  it('main balance is the main wallet, else the total; game wallets are the others', () => {
    expect(mainBalanceOf(wallet([account(2, 40), account(11, 60)]))).toBe(40)
    expect(mainBalanceOf(wallet(undefined))).toBe(100)
    expect(gameWalletsOf(wallet([account(2, 40), account(11, 60)])).map((entry) => entry.accountTypeId)).toEqual([11])
    expect(gameWalletsOf(wallet(undefined))).toEqual([])
  })

  it.each([
    ['a ready game wallet with money', [account(2, 0), account(11, 5)], true],
    ['only empty game wallets', [account(2, 50), account(11, 0)], false],
    ['money only under maintenance or loading', [account(2, 0), account(11, 5, '3'), account(12, 5, '1')], false],
    ['no game wallets', [account(2, 50)], false],
  ])('return all with %s: %s', (_name, balance, expected) => expect(canReturnAll(wallet(balance))).toBe(expected))

  it('counts what the game wallets hold, and what of it can come back now', () => {
    const mixed = wallet([account(2, 50), account(11, 120.5), account(12, 30, '1'), account(13, 500, '3')])
    expect([inGameWalletsOf(mixed), returnableOf(mixed)]).toEqual([650.5, 120.5])
  })
})

describe('VIP label text colour', () => {
  it.each([
    ['#f5c542', '#000'],
    ['#fff', '#000'],
    ['#1a237e', '#fff'],
    ['#000000', '#fff'],
    ['gold', null],
    [undefined, null],
  ] as const)('on %s: %s', (colour, ink) => expect(labelTextOn(colour)).toBe(ink))

  it("paints the operator's two colours; a second that is not a colour never reaches the style", () => {
    expect(labelPaint('#f5c542', '#b8860b')).toEqual({ background: 'linear-gradient(90deg, #f5c542, #b8860b)', color: '#000' })
    expect(labelPaint('#1a237e', undefined)).toEqual({ background: 'linear-gradient(90deg, #1a237e, #1a237e)', color: '#fff' })
    expect(labelPaint('#1a237e', 'red), url(//x.test/a.png')).toEqual({
      background: 'linear-gradient(90deg, #1a237e, #1a237e)',
      color: '#fff',
    })
    expect(labelPaint('gold', '#b8860b')).toBeUndefined()
  })
})

describe('transferIssue', () => {
  it.each([
    ['empty', '', 'wallet.transfer_required'],
    ['letters', 'abc', 'wallet.transfer_format'],
    ['zero', '0', 'wallet.transfer_format'],
    ['three decimals', '1.005', 'wallet.transfer_format'],
    ['negative', '-5', 'wallet.transfer_format'],
    ['more than the wallet holds', '1500.01', 'wallet.transfer_over'],
    ['all of it', '1500', null],
    ['some of it, with centavos', '99.50', null],
  ])('%s', (_name, typed, issue) => {
    expect(transferIssue(typed, 1500)).toBe(issue)
  })
})
