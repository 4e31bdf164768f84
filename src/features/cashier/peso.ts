/** The site's amounts in the cashier (src/lib/format/money.ts): ₱500, ₱16.66. */
export { peso } from '@/lib/format/money'
