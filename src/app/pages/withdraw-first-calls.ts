import { hasPaymentPasswordQuery } from '@/features/account/password-atoms'
import { turnoverQuery, withdrawMethodsQuery } from '@/features/cashier/cashier-atoms'

/**
 * What Withdraw's first screen asks for (routes.ts lazyPageWithCalls): the payment password's check,
 * and the methods and turnover the page asks for only once that check has answered, here beside it.
 * The identity check's two calls are the gate's, asked at the tap before the page opens. A module
 * of its own because routes.ts imports it dynamically: imported so, password-atoms (on login's first
 * screen too) would carry a table of all its exports onto login's path.
 */
export const withdrawFirstCalls = [hasPaymentPasswordQuery, withdrawMethodsQuery, turnoverQuery]
