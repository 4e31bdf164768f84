import { useAtom, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { policies } from '@/lib/effect/policies'
import { paths } from '@/lib/routes/paths'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { copyText, toast } from '@/ui'
import { QrCode } from '@/ui/qr-code'
import { QueryView, Skeleton } from '@/ui/query-view'
import { failureText, submitted } from '../account-atoms'
import { checkAuthenticatorCode } from '../field-rules'
import { bindGoogleAuthAtom, googleAuthQuery } from '../password-atoms'
import type { GoogleAuth } from '../password-schema'
import { digitsOnly, Field, RulesForm } from './fields'
import { SubmitRow } from '@/ui/submit-row'
import { useReturnAfterSaved } from './return-after-saved'
import { useRulesForm } from './use-rules-form'
import './account.css'

/** The key in groups of four, as authenticator apps print it: easier to type without a slip. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

/**
 * Binding Google Authenticator (issue 11, /m/securityCenter/bindGA): install the app, scan the
 * platform's proposed key (or type it), then prove it with the app's current code. Sealed, once
 * per tap; a wrong code keeps what was typed. After 'saved' back to the security centre.
 */
function BindForm({ secret, otpauthUrl, onBound }: { secret: string; otpauthUrl: string; onBound: () => void }) {
  const { t } = useTranslation(['security', 'common'])
  const bind = useSetAtom(bindGoogleAuthAtom)
  const form = useRulesForm<{ code: string }>({ code: '' })
  const { failure, setFailure } = form
  const [pending, setPending] = useState(false)
  const common = (key: string) => t(`common:${key}`)

  const submit = async ({ code }: { code: string }) => {
    setPending(true)
    const outcome = submitted(await bind({ secret, code }))
    if (outcome === null) return // a second tap while the first is on its way
    if (!outcome.ok) {
      setPending(false)
      setFailure(failureText(outcome, common))
      return
    }
    toast.success(t('ga.done'), policies.toastSaved)
    onBound()
  }

  return (
    <RulesForm form={form} className="auth-form" onSubmit={form.submit(submit)} aria-label={t('ga.title')}>
      <h2 className="payment-password__title">{t('ga.title')}</h2>
      <p className="payment-password__intro">{t('ga.intro')}</p>
      <ol className="ga-steps">
        <li>{t('ga.step_install')}</li>
        <li>
          {t('ga.step_scan')}
          <QrCode value={otpauthUrl} label={t('ga.qr_label')} />
          <span className="ga-key">
            <span className="ga-key__label">{t('ga.key')}</span>
            <code className="ga-key__value">{grouped(secret)}</code>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => void copyText(secret, { copied: common('common.copied'), failed: common('common.copy_failed') })}
            >
              {t('ga.copy_key')}
            </button>
          </span>
        </li>
        <li>{t('ga.step_code')}</li>
      </ol>
      <Field
        label={t('ga.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        normalize={digitsOnly}
        check={checkAuthenticatorCode}
      />
      <SubmitRow failure={failure} busy={pending} label={t('ga.bind')} />
    </RulesForm>
  )
}

/** A bound authenticator: changing or removing it is for customer service. */
function Bound() {
  const { t } = useTranslation('security')
  return (
    <section className="auth-form" aria-label={t('ga.title')}>
      <h2 className="payment-password__title">{t('ga.bound')}</h2>
      <p className="payment-password__intro">{t('state.locked')}</p>
    </section>
  )
}

function GoogleAuthView({ state, onBound }: { state: GoogleAuth; onBound: () => void }) {
  return state.bound ? <Bound /> : <BindForm secret={state.secret} otpauthUrl={state.otpauthUrl} onBound={onBound} />
}

export default function GoogleAuthPage() {
  const messageOf = useApiErrorMessage()
  const [state, dispatch] = useAtom(googleAuthQuery)
  // Here, not in the form: the way back must outlive the form it replaces.
  const returnAfterSaved = useReturnAfterSaved()
  const onBound = () => returnAfterSaved(paths.securityCenter)
  return (
    <div className="auth-page">
      <QueryView result={state} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={6} />}>
        {(value) => <GoogleAuthView state={value} onBound={onBound} />}
      </QueryView>
    </div>
  )
}
