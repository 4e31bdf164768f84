import { cycleDayOf } from '@/domain/sign-in-cycle'
import type { LoginPromotion, SignInDay } from './sign-in-schema'

/** A day of the cycle as the calendar draws it. */
export type SignInDayState = 'signed' | 'today' | 'signed-today' | 'ahead'

/** The day of the cycle that today is (src/domain/sign-in-cycle.ts). */
export const todayOf = ({ days, signedDays, signedToday }: LoginPromotion): number =>
  cycleDayOf({ cycleLength: days.length, signedDays, signedToday })

/** Each day of the cycle with its state: signed before today, today (signed or not), or still ahead. */
export const signInCalendarOf = (promotion: LoginPromotion): ReadonlyArray<SignInDay & { readonly state: SignInDayState }> => {
  const today = todayOf(promotion)
  return promotion.days.map((day) => ({
    ...day,
    state: day.day < today ? 'signed' : day.day > today ? 'ahead' : promotion.signedToday ? 'signed-today' : 'today',
  }))
}

/** What signing in today pays (0 when the cycle has no such day). */
export const todayBonusOf = (promotion: LoginPromotion) => promotion.days.find((day) => day.day === todayOf(promotion))?.bonus ?? 0

/**
 * Today's sign-in, named for useClaim's lock: the promotion and the day that ends at the next
 * sign-in. Signed, it stays locked until the promotion asked again says so, and a new day is a new name.
 */
export const signInClaimOf = ({ promotionId, nextSignInTime }: LoginPromotion) => `${promotionId}:${nextSignInTime}`
