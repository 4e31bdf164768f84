import { formatAmount } from '@/lib/format/money'

/** The site's amounts in the cashier: the peso sign, cents only when there are some (₱500, ₱16.66). */
export const peso = (amount: number) => `₱${formatAmount(amount)}`
