import { useAtom, useAtomValue } from 'jotai'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { peso } from '@/lib/format/money'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { useClaim } from '@/lib/session/use-claim'
import { EmptyState, PageMessage, toast } from '@/ui'
import { FoldedOperatorHtml } from '@/ui/folded-operator-html'
import { PendingFigure } from '@/ui/pending-figure'
import { QueryView } from '@/ui/query-view'
import { useSecondsLeft } from '@/ui/use-seconds-left'
import { timeLeftParts } from '../reward-rules'
import { rewardsRefusalAtom } from '../rewards-atoms'
import { signInAtom, signInQuery } from '../sign-in-atoms'
import { signInCalendarOf, signInClaimOf, todayBonusOf, todayOf } from '../sign-in-rules'
import type { LoginPromotion } from '../sign-in-schema'
import '@/ui/card.css'
import './rewards.css'
import { FormError } from '@/ui/form-error'

/**
 * The daily sign-in (/m/activity/signIn; PLATFORM.md §1.12, §6 "login / register"): where the
 * member stands in the LOGIN promotion's cycle, today's bonus signed for once, the countdown to the
 * next, the cycle's days and the operator's rules. For the money types 0, 1, 2 (the reward
 * centre's rule); a trial is told free_reject, the virtual types no_permissions, and nothing is asked.
 */
export default function SignInPage() {
  const { t } = useTranslation('common')
  const refusal = useAtomValue(rewardsRefusalAtom)
  if (refusal) return <PageMessage message={t(refusal)} />
  return (
    <div className="page-plain rewards-page">
      <SignInView />
    </div>
  )
}

function SignInView() {
  const { t } = useTranslation('rewards')
  const [result, dispatch] = useAtom(signInQuery)
  const messageOf = useApiErrorMessage()
  const { locked, failureOf, claim } = useClaim(signInAtom, (paid) =>
    toast.success(t('sign_in.paid', { day: paid.day, amount: peso(paid.claimedMoney) })),
  )
  return (
    <QueryView result={result} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<SignInSkeleton />}>
      {(promotion) => {
        if (promotion === null) return <EmptyState message={t('sign_in.not_running')} />
        const name = signInClaimOf(promotion)
        return (
          <>
            <SignInToday
              promotion={promotion}
              busy={locked(name)}
              failure={failureOf(name)}
              onSignIn={() => void claim(name, promotion.promotionId)}
              onNextDay={() => dispatch('refresh')}
            />
            <SignInCalendar promotion={promotion} />
            <FoldedOperatorHtml summary={t('sign_in.rules')} html={promotion.rulesHtml} />
          </>
        )
      }}
    </QueryView>
  )
}

/** The card and a week of days with '…' for their figures: nothing moves when the answer comes. */
function SignInSkeleton() {
  return (
    <>
      <SignInToday promotion={null} busy={false} onSignIn={() => undefined} onNextDay={() => undefined} />
      <SignInCalendar promotion={null} />
    </>
  )
}

/**
 * Today: the promotion's name, the days signed in a row, today's bonus and Sign in; once signed,
 * the countdown to the next sign-in, at whose end the promotion is asked again.
 */
export function SignInToday({
  promotion,
  busy,
  failure = null,
  onSignIn,
  onNextDay,
}: {
  readonly promotion: LoginPromotion | null
  readonly busy: boolean
  /** Why the last sign-in failed, said under the button. */
  readonly failure?: string | null
  readonly onSignIn: () => void
  readonly onNextDay: () => void
}) {
  const { t } = useTranslation('rewards')
  const heading = useId()
  const signed = promotion?.signedToday ?? false
  return (
    <section className="ui-card claim-card" aria-labelledby={heading} aria-busy={promotion ? undefined : true}>
      <h2 id={heading} className="reward-summary__heading">
        {promotion ? promotion.promotionName : t('sign_in.heading')}
      </h2>
      <p className="claim-card__since">{promotion ? t('sign_in.streak', { count: promotion.signedDays }) : <PendingFigure />}</p>
      <p className="claim-card__amount">{promotion ? peso(todayBonusOf(promotion)) : <PendingFigure />}</p>
      <button
        type="button"
        className="btn btn-primary claim-card__claim"
        disabled={promotion === null || signed || busy}
        aria-busy={busy || undefined}
        onClick={onSignIn}
      >
        {signed ? t('sign_in.signed_today') : t('sign_in.sign_in', { day: promotion ? todayOf(promotion) : 1 })}
      </button>
      <FormError message={failure} />
      {signed && promotion ? (
        <NextSignIn at={promotion.nextSignInTime} onReached={onNextDay} />
      ) : (
        <p className="claim-card__note">{t('sign_in.how')}</p>
      )}
    </section>
  )
}

/**
 * "Next sign-in in 5:12:33", from the clock; at 0 the new day is asked for, once for that moment:
 * an answer that still names it (the platform's day not turned yet) is not asked again and again.
 */
function NextSignIn({ at, onReached }: { readonly at: number; readonly onReached: () => void }) {
  const { t } = useTranslation('rewards')
  const seconds = useSecondsLeft(at) ?? 0
  const reached = seconds <= 0
  const askedFor = useRef<number | null>(null)
  useEffect(() => {
    if (!reached || askedFor.current === at) return
    askedFor.current = at
    onReached()
  }, [reached, at, onReached])
  const parts = timeLeftParts(seconds)
  const time = 'clock' in parts ? parts.clock : t('days', parts)
  return <p className="claim-card__note sign-in__next">{t('sign_in.next', { time })}</p>
}

/** The cycle's days, each with its bonus: signed, today, or still ahead. */
export function SignInCalendar({ promotion }: { readonly promotion: LoginPromotion | null }) {
  const { t } = useTranslation('rewards')
  const days = promotion ? signInCalendarOf(promotion) : null
  return (
    <section className="ui-card">
      <h2 className="reward-summary__heading">{t('sign_in.cycle')}</h2>
      <ol className="sign-in__days" aria-busy={days ? undefined : true}>
        {(days ?? placeholderWeek).map((day) => (
          <li
            key={day.day}
            className={`sign-in__day sign-in__day--${day.state}`}
            aria-current={day.state === 'today' || day.state === 'signed-today' ? 'date' : undefined}
          >
            <span className="sign-in__day-name">{t('sign_in.day', { day: day.day })}</span>
            <span className="sign-in__bonus">{days ? peso(day.bonus) : <PendingFigure />}</span>
            <span className="sign-in__state">{days ? t(`sign_in.state.${day.state}`) : <PendingFigure />}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** A week's places while the cycle is on its way: the usual cycle, so the page does not move. */
const placeholderWeek = Array.from({ length: 7 }, (_, index) => ({ day: index + 1, bonus: 0, state: 'ahead' as const }))
