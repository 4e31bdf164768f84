/**
 * Build-time configuration (see README "Configuration"). Everything has a default that works with
 * the built-in harness, so `npm start` needs no setup.
 */
export const config = {
  /** Origin of the operator's /wps API; empty means the page's own origin (harness, or a reverse proxy). */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  /** Merchant code sent on every call unless a test-mode merchant is stored (SPEC §1). */
  merchant: import.meta.env.VITE_MERCHANT || 'wps',
  /** The lottery H5 page embedded by /m/lotto-h5 and /m/lottery (SPEC §2 Lottery frame). */
  lotteryUrl: import.meta.env.VITE_LOTTERY_URL || '/lotto/',
} as const
