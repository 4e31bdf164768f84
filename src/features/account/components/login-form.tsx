import { Effect, Fiber } from 'effect'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useReducer, useRef, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearch } from 'wouter'
import { paths } from '@/lib/routes/paths'
import { safeReturnPath } from '@/lib/session/redirect'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { languageAtom } from '@/lib/state/preferences'
import { CaptchaImage } from '@/ui/captcha-image'
import {
  asksCaptcha,
  captchaFailedAtom,
  captchaImageAtom,
  failureText,
  forcedChangeAtom,
  loginAtom,
  recallLoginAtom,
  refreshCaptchaAtom,
  rememberLoginAtom,
  submitted,
} from '../account-atoms'
import { checkField, type FieldName } from '../field-rules'
import { loginStart, loginTransition, revalidateLater, type LoginState } from '../login-machine'
import { Field, MobileField, RulesForm, SmsCodeField } from './fields'
import { SubmitRow } from '@/ui/submit-row'
import { FreePlayButton } from './free-play-button'
import { useAccountSettings, useSmsSender } from './use-account-forms'
import { byRule, useRulesForm } from './use-rules-form'
import { SocialLogin } from './social-login'
import './account.css'

const returnPathOf = (search: string) => safeReturnPath(new URLSearchParams(search).get('redirect'))

interface Values {
  username: string
  password: string
  mobile: string
  dialingCode: string
  code: string
  captcha: string
  remember: boolean
}
const empty: Values = { username: '', password: '', mobile: '', dialingCode: '+63', code: '', captcha: '', remember: false }

/**
 * SPEC §2 Login screen: username and password, or mobile and SMS code when MOBILEVERCODELOGIN3 is
 * on; a captcha once the platform asks for one; remember password; forgot and sign-up links.
 * What was typed survives every failure; a double tap sends one login.
 */
export function LoginForm({ initial }: { initial?: Partial<LoginState> }) {
  const { t } = useTranslation()
  const search = useSearch()
  const [, navigate] = useLocation()
  const flags = useAtomValue(whitelabelAtom)
  const captchaImage = useAtomValue(captchaImageAtom)
  const captchaFailed = useAtomValue(captchaFailedAtom)
  const language = useAtomValue(languageAtom)
  const login = useSetAtom(loginAtom)
  const refreshCaptcha = useSetAtom(refreshCaptchaAtom)
  const recall = useSetAtom(recallLoginAtom)
  const remember = useSetAtom(rememberLoginAtom)
  const sendCodeTo = useSmsSender('noLogin')
  const { rules, countries } = useAccountSettings()
  const startForcedChange = useSetAtom(forcedChangeAtom)

  const [state, dispatch] = useReducer(loginTransition, { ...loginStart(), ...initial })
  const form = useRulesForm<Values>(empty)
  const { getValues, setValue, clearErrors, trigger, register } = form
  const { failure, setFailure } = form
  const smsLogin = flags.has('MOBILEVERCODELOGIN3')

  // SPEC §2: each mode refills from its remembered entry; a shown captcha is refreshed.
  useEffect(() => {
    let live = true
    void recall(state.mode).then((saved) => {
      if (!live) return
      setValue('remember', saved !== null)
      if (!saved) return
      if (state.mode === 'username') {
        setValue('username', saved.username)
        setValue('password', saved.password)
      } else {
        setValue('mobile', saved.username)
        if (saved.countryDialingCode) setValue('dialingCode', saved.countryDialingCode)
      }
    })
    return () => {
      live = false
    }
  }, [state.mode, recall, setValue])

  useEffect(() => {
    if (state.captcha) void refreshCaptcha()
  }, [state.mode, state.captcha, refreshCaptcha])

  // SPEC §2: a language change re-validates the filled fields after 200 ms (the empty ones lose
  // their message).
  const hasErrors = Object.keys(form.formState.errors).length > 0
  const revalidate = useRef(() => {})
  revalidate.current = () => {
    if (!hasErrors) return
    const values = getValues()
    const filled = (['username', 'password', 'mobile', 'code', 'captcha'] as const).filter((name) => values[name] !== '')
    clearErrors()
    void trigger(filled)
  }
  const firstLanguage = useRef(language)
  useEffect(() => {
    if (language === firstLanguage.current) return
    const fiber = Effect.runFork(revalidateLater(() => revalidate.current()))
    return () => void Effect.runFork(Fiber.interrupt(fiber))
  }, [language])

  const sendCode = async () => {
    const { mobile, dialingCode } = getValues()
    const issue = checkField(rules, 'loginMobileNum', mobile, true)
    // A number refused before is good now: its message goes as the code is sent.
    clearErrors()
    if (issue) {
      form.showIssue('mobile', issue.key)
      return null
    }
    return sendCodeTo(mobile, dialingCode)
  }

  const send = async (values: Values) => {
    dispatch({ type: 'submit' })
    const sms = state.mode === 'sms'
    const username = values.username.trim()
    const outcome = submitted(
      await login({
        username: sms ? values.mobile : username,
        password: sms ? values.code : values.password,
        ...(state.captcha ? { captcha: values.captcha } : {}),
        ...(sms ? { countryDialingCode: values.dialingCode } : {}),
        type: sms ? 'sms' : 'username',
      }),
    )
    if (outcome === null) return // a second send while the first is on its way
    if (!outcome.ok) {
      const captcha = asksCaptcha(outcome)
      dispatch({ type: 'failed', captcha })
      setFailure(failureText(outcome, t))
      // Each attempt spends the captcha: show a fresh one and clear only its answer.
      if (captcha || state.captcha) {
        setValue('captcha', '')
        void refreshCaptcha()
      }
      return
    }
    dispatch({ type: 'succeeded' })
    await remember(
      state.mode,
      values.remember
        ? { username: sms ? values.mobile : username, password: sms ? '' : values.password, countryDialingCode: values.dialingCode }
        : null,
    )
    if (outcome.value.firstTimeLogin) {
      // Only a typed password is held: after an SMS login the change asks for the old one.
      startForcedChange({ heldPassword: sms ? null : values.password })
      navigate(paths.changePassword, { replace: true })
    } else navigate(returnPathOf(search), { replace: true })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (state.phase !== 'editing') return
    const { username, password } = getValues()
    // Nothing typed at all: the dictionary's one sentence says it better than two field messages.
    if (state.mode === 'username' && username.trim() === '' && password === '') {
      clearErrors()
      setFailure(t('login.enter_credentials'))
      return form.setFocus('username')
    }
    void form.submit(send)(event)
  }

  const pending = state.phase !== 'editing'

  /** The identity service's token logs in by the platform's 'firebase' route (SPEC §3). */
  const socialLogin = async (token: string, provider: string) => {
    if (state.phase !== 'editing') return
    setFailure(null)
    dispatch({ type: 'submit' })
    const outcome = submitted(
      await login({ username: '', password: '', type: 'firebase', firebaseIdToken: token, firebaseChannel: provider }),
    )
    if (outcome === null) return
    if (!outcome.ok) {
      dispatch({ type: 'failed', captcha: false })
      return setFailure(failureText(outcome, t))
    }
    dispatch({ type: 'succeeded' })
    navigate(returnPathOf(search), { replace: true })
  }

  /** Every login field is checked whatever the server lists (SPEC §5 login rules). */
  const rule = (name: FieldName) => ({ check: byRule(rules, name, true), named: t(`login.field.${name}`) })

  return (
    <RulesForm form={form} className="auth-form" onSubmit={submit} aria-label={t('titles.login')}>
      {smsLogin && (
        <div className="auth-modes" role="group" aria-label={t('login.mode')}>
          {(['username', 'sms'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              className="auth-mode"
              aria-pressed={state.mode === mode}
              onClick={() => {
                clearErrors()
                setFailure(null)
                dispatch({ type: 'switch', mode })
              }}
            >
              {t(`login.mode_${mode}`)}
            </button>
          ))}
        </div>
      )}
      {state.mode === 'username' ? (
        <>
          <Field
            label={t('login.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...rule('loginUsername')}
            // The typed name counts without its outer spaces, and shows so once the field is left.
            check={(value) => checkField(rules, 'loginUsername', value.trim(), true)}
            onBlur={(event) => setValue('username', event.target.value.trim())}
          />
          <Field label={t('login.password')} name="password" type="password" autoComplete="current-password" {...rule('loginPassword')} />
        </>
      ) : (
        <>
          <MobileField label={t('login.mobile')} name="mobile" countries={countries} {...rule('loginMobileNum')} />
          <SmsCodeField label={t('login.code')} name="code" onSend={sendCode} {...rule('verificationCode')} />
        </>
      )}
      {state.captcha && (
        <Field
          label={t('login.captcha')}
          name="captcha"
          autoComplete="off"
          maxLength={16}
          placeholder={t('login.captcha_hint')}
          {...rule('captcha')}
          addon={<CaptchaImage src={captchaImage} failed={captchaFailed} onRefresh={() => void refreshCaptcha()} />}
        />
      )}
      <label className="auth-check">
        <input type="checkbox" {...register('remember')} />
        <span>{t('login.remember')}</span>
      </label>
      <SubmitRow failure={failure} busy={pending} label={t('login.submit')} />
      <SocialLogin disabled={pending} onToken={(token, provider) => void socialLogin(token, provider)} />
      <FreePlayButton />
      <p className="auth-links">
        <Link href={paths.forget}>{t('login.forgot')}</Link>
        <Link href={paths.register}>{t('login.sign_up')}</Link>
      </p>
    </RulesForm>
  )
}
