/** The site's amounts in the cashier (src/lib/format/money.ts): ₱500, ₱16.66; balances ₱1,234.00. */
export { peso, pesoBalance } from '@/lib/format/money'
