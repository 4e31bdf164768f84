import { hasPaymentPasswordQuery } from '@/features/account/password-atoms'
import { configQuery, pointsQuery, typesQuery } from '@/features/mall/mall-atoms'

/**
 * What the points mall's first screen asks for (routes.ts lazyPageWithCalls): the payment
 * password's check (Redeem leads to setting one), the mall's settings, and the points and reward
 * types its shop asks for only once the settings have said the mall is open, here beside them. A
 * module of its own for the reason withdraw-first-calls.ts gives.
 */
export const mallFirstCalls = [hasPaymentPasswordQuery, configQuery, pointsQuery, typesQuery]
