import { useAtom, useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { AsyncResult } from 'effect/reactivity'
import { useHeldUntil } from '@/lib/effect/answered-within'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/lib/routes/paths'
import { memberAtom, viewerAtom } from '@/lib/session/session-atoms'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { toast } from '@/ui'
import { CheckIcon, InfoIcon } from '@/ui/icons'
import { QueryView, Skeleton } from '@/ui/query-view'
import { bindConfigQuery, bindConfigReadyAtom, securityConfigQuery } from '../security-atoms'
import { boltsOf, nextStep, securityRows, type SecurityInput, type SecurityRow } from '../security-rules'
import type { SecurityConfig } from '../security-schema'
import type { MemberInfo } from '@/domain/member'
import './security.css'
import '@/ui/card.css'

/**
 * SPEC §2 security centre (/m/securityCenter), issue 11: the completion as five bolts, one 'next
 * step' card naming the most important missing item and why, and the items the site offers with
 * their state, each leading to its flow (security-rules.ts decides which and how).
 */
export function SecurityCentre({ maya, footer }: { readonly maya: boolean; readonly footer?: ReactNode }) {
  const messageOf = useApiErrorMessage()
  const [config, dispatch] = useAtom(securityConfigQuery)
  // Asked beside the config, and waited for (at most policies.formDataWait): its rows come in among
  // the items, which moved down by a row when they came.
  const shown = useHeldUntil(config, bindConfigReadyAtom)
  return (
    <>
      <QueryView result={shown} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={8} />}>
        {(value) => <ConnectedList config={value} maya={maya} />}
      </QueryView>
      {/* Under the items once they show: under their skeleton it jumped down by 200 px when they came. */}
      {!AsyncResult.isInitial(shown) && footer}
    </>
  )
}

function ConnectedList({ config, maya }: { readonly config: SecurityConfig; readonly maya: boolean }) {
  const bind = AsyncResult.getOrElse(useAtomValue(bindConfigQuery), () => null)
  const flags = useAtomValue(whitelabelAtom)
  const viewer = useAtomValue(viewerAtom)
  const member = useAtomValue(memberAtom)
  return (
    <SecurityList
      config={config}
      bind={bind}
      flags={flags}
      memberType={viewer.kind === 'guest' ? 4 : viewer.type}
      maya={maya}
      lastLogin={member ?? undefined}
    />
  )
}

/** The last sign-in as member info gives it (PLATFORM.md §1.8). */
type LastLogin = Pick<MemberInfo, 'lastLogin' | 'lastLoginIp' | 'lastLoginLocation'>

/** The centre itself, from what it is given (stories show it in several completion states). */
export function SecurityList({ lastLogin, ...input }: SecurityInput & { readonly lastLogin?: LastLogin | undefined }) {
  const { t } = useTranslation(['security', 'common'])
  const { config } = input
  const rows = securityRows(input)
  const step = nextStep(rows, input.memberType)
  const progress = Math.max(0, Math.min(100, Math.round(config.completeProgress)))
  const bolts = boltsOf(progress)
  return (
    <div className="security-centre">
      <section className="ui-card security-level" aria-label={t('progress')}>
        <div
          className="security-level__bolts"
          role="progressbar"
          aria-label={t('progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={t('progress_value', { n: progress })}
        >
          {[0, 1, 2, 3, 4].map((index) => (
            <span key={index} data-lit={index < bolts || undefined} />
          ))}
        </div>
        <p>{t('progress_value', { n: progress })}</p>
      </section>
      <section className="ui-card security-next" aria-label={t('next.title')}>
        <h2>{t('next.title')}</h2>
        {step ? (
          <>
            <p>{t(`next.${step.id}`)}</p>
            <Link href={entryOf(step)} className="btn btn-primary">
              {t('next.go')}
            </Link>
          </>
        ) : (
          <p>{t('next.all_done')}</p>
        )}
      </section>
      <ul className="ui-card security-list" aria-label={t('common:titles.security_center')}>
        {rows.map((row) => (
          <li key={row.id}>
            <SecurityItemRow row={row} />
          </li>
        ))}
      </ul>
      {lastLogin?.lastLogin && (
        <LastSignIn lastLogin={lastLogin} passwordRow={rows.find((row) => row.id === 'login_password' && !row.locked)} />
      )}
    </div>
  )
}

/**
 * When and from where the account last signed in (PLATFORM.md §2, §10), and for a member who does
 * not recognise it the way to a new login password, where the site lets them change it here.
 */
function LastSignIn({ lastLogin, passwordRow }: { readonly lastLogin: LastLogin; readonly passwordRow: SecurityRow | undefined }) {
  const { t } = useTranslation('security')
  const where = [lastLogin.lastLoginIp, lastLogin.lastLoginLocation].filter(Boolean).join(' · ')
  return (
    <section className="ui-card security-last-login" aria-label={t('last_login.title')}>
      <h2>{t('last_login.title')}</h2>
      <p>{lastLogin.lastLogin}</p>
      {where && <p className="security-last-login__where">{where}</p>}
      {passwordRow && (
        <p>
          {t('last_login.not_you')} <Link href={entryOf(passwordRow)}>{t('last_login.change_password')}</Link>
        </p>
      )}
    </section>
  )
}

/** Where a row leads: its flow, or the verification it waits for. */
const entryOf = (row: SecurityRow) => (row.needs === 'phone' ? paths.verifyPhone : row.needs === 'email' ? paths.verifyEmail : row.to)

function SecurityItemRow({ row }: { readonly row: SecurityRow }) {
  const { t } = useTranslation(['security', 'common'])
  const state =
    row.status !== null && row.id === 'identity'
      ? t(`kyc.${row.status}`, { defaultValue: row.status })
      : row.done === true
        ? t('state.done')
        : row.done === false
          ? t('state.todo')
          : null
  const note = row.locked ? t('state.locked') : row.needs ? t(`state.needs_${row.needs}`) : null
  const body = (
    <>
      <span className="security-row__icon" data-done={row.done === true || undefined}>
        {row.done === true ? <CheckIcon /> : <InfoIcon />}
      </span>
      <span className="security-row__text">
        <span className="security-row__name">{t(`items.${row.id}`)}</span>
        {note && <span className="security-row__note">{note}</span>}
      </span>
      {state && <span className="security-row__state">{state}</span>}
    </>
  )
  if (row.locked) return <div className="security-row">{body}</div>
  if (row.refusal) {
    return (
      <button type="button" className="security-row" onClick={() => toast.info(t(`common:errors.${row.refusal}`))}>
        {body}
      </button>
    )
  }
  return (
    <Link href={entryOf(row)} className="security-row">
      {body}
    </Link>
  )
}
