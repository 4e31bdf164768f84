/** SPEC §9 balance format #,##0.00: grouping by thousands, '.' as the decimal mark, always two decimals. */
const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

export const formatBalance = (amount: number) => formatter.format(Number.isFinite(amount) ? amount : 0)
