/** SPEC §9 balance format #,##0.00: grouping by thousands, '.' as the decimal mark, always two decimals. */
let formatter: Intl.NumberFormat | undefined

// Made on first use, not when the app's script starts: a number format costs ~20 ms of a slow
// phone's first task, and a guest's first screen shows no balance.
export const formatBalance = (amount: number) =>
  (formatter ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(
    Number.isFinite(amount) ? amount : 0,
  )

let wholeFormatter: Intl.NumberFormat | undefined

/** An amount a player picks or is limited to (₱1,000, ₱99.50): cents only when there are some. */
export const formatAmount = (amount: number) =>
  Number.isInteger(amount)
    ? (wholeFormatter ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(amount)
    : formatBalance(amount)

/** A typed amount in pesos and centavos: digits, and up to two decimals; no sign, no exponent. */
export const amountPattern = /^\d+(\.\d{1,2})?$/

/**
 * A movement as records show it: '+1,234.00' in, '−1,234.00' out (a true minus sign); points,
 * whole, by `formatAmount` ('+1,234').
 */
export const formatSigned = (amount: number, format: (amount: number) => string = formatBalance) =>
  `${amount > 0 ? '+' : amount < 0 ? '\u2212' : ''}${format(Math.abs(amount))}`

/** The site's amounts: the peso sign, cents only when there are some (₱500, ₱16.66). */
export const peso = (amount: number) => `₱${formatAmount(amount)}`

/** A balance in pesos, as SPEC §9 formats balances (₱1,234.00). */
export const pesoBalance = (amount: number) => `₱${formatBalance(amount)}`

/**
 * Stands for a figure whose answer is on its way, where its place is kept; alone in a cell, as
 * ui/pending-figure.tsx.
 */
export const pendingFigure = '…'
