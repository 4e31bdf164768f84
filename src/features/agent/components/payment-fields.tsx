import { amountPattern } from '@/lib/format/money'

/** The amount typed, or null when it is not above 0 with at most two decimals. */
export const amountOf = (typed: string): number | null => {
  const text = typed.trim()
  return amountPattern.test(text) && Number(text) > 0 ? Number(text) : null
}
