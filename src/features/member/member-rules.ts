import { mainWalletTypeId, type Wallet, type WalletAccount } from '@/domain/member'
import { amountPattern } from '@/lib/format/money'
import type { RankProgress } from './member-schema'

export type Greeting = 'morning' | 'early_afternoon' | 'late_afternoon' | 'evening'

/**
 * SPEC §9 greeting by hour: 0-10 morning, over 10 to 14 early afternoon, over 14 to 18 late
 * afternoon, over 18 evening. Whole hours of the clock (10:59 is still 10, so morning), as the
 * operator's apps read it (docs/api-contract.md).
 */
export const greetingOf = (hour: number): Greeting => {
  if (hour <= 10) return 'morning'
  if (hour <= 14) return 'early_afternoon'
  if (hour <= 18) return 'late_afternoon'
  return 'evening'
}

/** The VIP bar's fill, 0-100: completed over expected conditions; the top rank (nothing expected) is full. */
export const rankPercent = ({ currentProgress: { completedConditions, totalExpectedConditions } }: RankProgress) =>
  totalExpectedConditions <= 0 ? 100 : Math.round(Math.min(1, Math.max(0, completedConditions / totalExpectedConditions)) * 100)

export type WalletState = 'ready' | 'loading' | 'maintenance'

/** PLATFORM.md §1.7: "OK" ready, "1" loading, anything else maintenance. */
export const walletStateOf = (status: string): WalletState => (status === 'OK' ? 'ready' : status === '1' ? 'loading' : 'maintenance')

export { mainBalanceOf } from '@/domain/member'

export const gameWalletsOf = (wallet: Wallet): ReadonlyArray<WalletAccount> =>
  wallet.balance?.filter((account) => account.accountTypeId !== mainWalletTypeId) ?? []

const sumOf = (accounts: ReadonlyArray<WalletAccount>) => accounts.reduce((sum, account) => sum + account.availBalance, 0)

/** What the game wallets hold (transfer-wallet sites): money that cannot be withdrawn. */
export const inGameWalletsOf = (wallet: Wallet) => sumOf(gameWalletsOf(wallet))

/** What 'return all to main' moves: the money of the ready game wallets (not those loading or under maintenance). */
export const returnableOf = (wallet: Wallet) => sumOf(gameWalletsOf(wallet).filter((account) => walletStateOf(account.status) === 'ready'))

/** 'Return all to main' has something to move. */
export const canReturnAll = (wallet: Wallet) => returnableOf(wallet) > 0

/**
 * The text colour that reads on a VIP label painted in the operator's colour (#rgb or #rrggbb):
 * dark on light colours, white on dark ones (WCAG relative luminance). Unknown colours get the
 * theme's own label colours instead (null).
 */
/** The operator's colour when it is one (#rgb or #rrggbb); anything else never reaches a style. */
const hexOf = (colour: string | undefined) => colour?.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1]

export const labelTextOn = (colour: string | undefined): '#000' | '#fff' | null => {
  const hex = hexOf(colour)
  if (!hex) return null
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  // Black text's contrast (L + 0.05) / 0.05 beats white's 1.05 / (L + 0.05) above L ≈ 0.179.
  return luminance > 0.179 ? '#000' : '#fff'
}

/**
 * A VIP label in the club's colours: the operator's colour fading into its second one (the first
 * again when the second is missing or not a colour), with the text colour that reads on it; the
 * theme's own label colours (undefined) when the first is not a colour.
 */
export const labelPaint = (colour: string | undefined, colour2: string | undefined) => {
  const from = hexOf(colour)
  const ink = labelTextOn(colour)
  if (!from || !ink) return undefined
  return { background: `linear-gradient(90deg, #${from}, #${hexOf(colour2) ?? from})`, color: ink }
}

/**
 * What is wrong with an amount to move between wallets (a message key of the member namespace),
 * or null: something, in pesos and centavos, no more than the wallet it leaves holds.
 */
export const transferIssue = (typed: string, available: number): string | null => {
  const text = typed.trim()
  if (text === '') return 'wallet.transfer_required'
  if (!amountPattern.test(text) || Number(text) === 0) return 'wallet.transfer_format'
  return Number(text) > available ? 'wallet.transfer_over' : null
}
