import { Effect, Fiber } from 'effect'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearch } from 'wouter'
import { safeReturnPath } from '@/lib/session/redirect'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { languageAtom } from '@/lib/state/preferences'
import {
  asksCaptcha,
  captchaImageAtom,
  failureText,
  heldPasswordAtom,
  loginAtom,
  recallLoginAtom,
  refreshCaptchaAtom,
  rememberLoginAtom,
} from '../account-atoms'
import { checkField, checkForm, type FieldIssue, type FieldName } from '../field-rules'
import { loginStart, loginTransition, revalidateLater, type LoginState } from '../login-machine'
import type { LoginMode } from '../remembered-login'
import { MobileField, SmsCodeField, SubmitRow, TextField } from './fields'
import { FreePlayButton } from './free-play-button'
import { useAccountSettings, useSmsSender } from './use-account-forms'
import { SocialLogin } from './social-login'
import './account.css'

const returnPathOf = (search: string) => safeReturnPath(new URLSearchParams(search).get('redirect'))
const defaultDialingCode = '+63'

interface Values {
  username: string
  password: string
  mobile: string
  dialingCode: string
  code: string
  captcha: string
}
const empty: Values = { username: '', password: '', mobile: '', dialingCode: defaultDialingCode, code: '', captcha: '' }

/** Which value each rule checks, per mode, in screen order (SPEC §5 login rules). */
const checksOf = (mode: LoginMode, captcha: boolean): ReadonlyArray<readonly [FieldName, keyof Values]> => [
  ...(mode === 'username'
    ? ([['loginUsername', 'username'], ['loginPassword', 'password']] as const)
    : ([['loginMobileNum', 'mobile'], ['verificationCode', 'code']] as const)),
  ...(captcha ? ([['captcha', 'captcha']] as const) : []),
]

/**
 * SPEC §2 Login screen: username and password, or mobile and SMS code when MOBILEVERCODELOGIN3 is
 * on; a captcha once the platform asks for one; remember password; forgot and sign-up links.
 * What was typed survives every failure; a double tap sends one login.
 */
export function LoginForm({ footer, initial }: { footer?: ReactNode; initial?: Partial<LoginState> }) {
  const { t } = useTranslation()
  const search = useSearch()
  const [, navigate] = useLocation()
  const flags = useAtomValue(whitelabelAtom)
  const captchaImage = useAtomValue(captchaImageAtom)
  const language = useAtomValue(languageAtom)
  const login = useSetAtom(loginAtom)
  const refreshCaptcha = useSetAtom(refreshCaptchaAtom)
  const recall = useSetAtom(recallLoginAtom)
  const remember = useSetAtom(rememberLoginAtom)
  const sendCodeTo = useSmsSender('noLogin')
  const { rules, countries } = useAccountSettings()
  const holdPassword = useSetAtom(heldPasswordAtom)

  const [state, dispatch] = useReducer(loginTransition, { ...loginStart(), ...initial })
  const [values, setValues] = useState<Values>(empty)
  const [issues, setIssues] = useState<ReadonlyArray<FieldIssue>>([])
  const [failure, setFailure] = useState<string | null>(null)
  const [rememberMe, setRememberMe] = useState(false)
  const inputs = useRef<Partial<Record<keyof Values, HTMLInputElement | null>>>({})
  const smsLogin = flags.has('MOBILEVERCODELOGIN3')

  // SPEC §2: each mode refills from its remembered entry; a shown captcha is refreshed.
  useEffect(() => {
    let live = true
    void recall(state.mode).then((saved) => {
      if (!live) return
      setRememberMe(saved !== null)
      if (!saved) return
      setValues((now) =>
        state.mode === 'username'
          ? { ...now, username: saved.username, password: saved.password }
          : { ...now, mobile: saved.username, dialingCode: saved.countryDialingCode || now.dialingCode },
      )
    })
    return () => {
      live = false
    }
  }, [state.mode, recall])

  useEffect(() => {
    if (state.captcha) void refreshCaptcha()
  }, [state.mode, state.captcha, refreshCaptcha])

  const issuesFor = (current: Values, onlyFilled: boolean) =>
    checkForm(
      checksOf(state.mode, state.captcha)
        .filter(([, key]) => !onlyFilled || current[key] !== '')
        .map(([rule, key]) => checkField(rules, rule, current[key], true)),
    )

  // SPEC §2: a language change re-validates the filled fields after 200 ms.
  const revalidate = useRef(() => {})
  revalidate.current = () => {
    if (issues.length > 0) setIssues(issuesFor(values, true).issues)
  }
  const firstLanguage = useRef(language)
  useEffect(() => {
    if (language === firstLanguage.current) return
    const fiber = Effect.runFork(revalidateLater(() => revalidate.current()))
    return () => void Effect.runFork(Fiber.interrupt(fiber))
  }, [language])

  const set = (key: keyof Values) => (value: string) => setValues((now) => ({ ...now, [key]: value }))
  const messageOf = (rule: FieldName) => {
    const issue = issues.find((entry) => entry.field === rule)
    return issue ? t(issue.key, { field: t(`login.field.${rule}`) }) : null
  }

  const sendCode = async () => {
    const issue = checkField(rules, 'loginMobileNum', values.mobile, true)
    if (issue) {
      setIssues([issue])
      inputs.current.mobile?.focus()
      return null
    }
    return sendCodeTo(values.mobile, values.dialingCode)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (state.phase !== 'editing') return
    const username = values.username.trim()
    // Nothing typed at all: the dictionary's one sentence says it better than two field messages.
    if (state.mode === 'username' && username === '' && values.password === '') {
      setIssues([])
      setFailure(t('login.enter_credentials'))
      return inputs.current.username?.focus()
    }
    const checked = issuesFor({ ...values, username }, false)
    setIssues(checked.issues)
    setFailure(null)
    if (checked.first) {
      const key = checksOf(state.mode, state.captcha).find(([rule]) => rule === checked.first)?.[1]
      if (key) inputs.current[key]?.focus()
      return
    }
    dispatch({ type: 'submit' })
    const sms = state.mode === 'sms'
    const outcome = await login({
      username: sms ? values.mobile : username,
      password: sms ? values.code : values.password,
      ...(state.captcha ? { captcha: values.captcha } : {}),
      ...(sms ? { countryDialingCode: values.dialingCode } : {}),
      type: sms ? 'sms' : 'username',
    })
    if (!outcome.ok) {
      const captcha = asksCaptcha(outcome)
      dispatch({ type: 'failed', captcha })
      setFailure(failureText(outcome, t))
      // Each attempt spends the captcha: show a fresh one and clear only its answer.
      if (captcha || state.captcha) {
        setValues((now) => ({ ...now, captcha: '' }))
        void refreshCaptcha()
      }
      return
    }
    dispatch({ type: 'succeeded' })
    await remember(
      state.mode,
      rememberMe ? { username: sms ? values.mobile : username, password: sms ? '' : values.password, countryDialingCode: values.dialingCode } : null,
    )
    if (outcome.value.firstTimeLogin) {
      holdPassword(values.password)
      navigate('/m/changePsw', { replace: true })
    } else navigate(returnPathOf(search), { replace: true })
  }

  const pending = state.phase !== 'editing'

  /** The identity service's token logs in by the platform's 'firebase' route (SPEC §3). */
  const socialLogin = async (token: string, provider: string) => {
    if (state.phase !== 'editing') return
    setFailure(null)
    dispatch({ type: 'submit' })
    const outcome = await login({ username: '', password: '', type: 'firebase', firebaseIdToken: token, firebaseChannel: provider })
    if (!outcome.ok) {
      dispatch({ type: 'failed', captcha: false })
      return setFailure(failureText(outcome, t))
    }
    dispatch({ type: 'succeeded' })
    navigate(returnPathOf(search), { replace: true })
  }

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('titles.login')}>
      {smsLogin && (
        <div className="auth-modes" role="group" aria-label={t('login.mode')}>
          {(['username', 'sms'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              className="auth-mode"
              aria-pressed={state.mode === mode}
              onClick={() => {
                setIssues([])
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
          <TextField
            label={t('login.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={values.username}
            onChange={(event) => set('username')(event.target.value)}
            onBlur={() => set('username')(values.username.trim())}
            error={messageOf('loginUsername')}
            inputRef={(input) => void (inputs.current.username = input)}
          />
          <TextField
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => set('password')(event.target.value)}
            error={messageOf('loginPassword')}
            inputRef={(input) => void (inputs.current.password = input)}
          />
        </>
      ) : (
        <>
          <MobileField
            label={t('login.mobile')}
            name="mobile"
            countries={countries}
            dialingCode={values.dialingCode}
            onDialingCode={set('dialingCode')}
            value={values.mobile}
            onChange={(event) => set('mobile')(event.target.value.replace(/\D/g, ''))}
            error={messageOf('loginMobileNum')}
            inputRef={(input) => void (inputs.current.mobile = input)}
          />
          <SmsCodeField
            label={t('login.code')}
            name="code"
            value={values.code}
            onChange={(event) => set('code')(event.target.value.replace(/\D/g, ''))}
            onSend={sendCode}
            error={messageOf('verificationCode')}
            inputRef={(input) => void (inputs.current.code = input)}
          />
        </>
      )}
      {state.captcha && (
        <TextField
          label={t('login.captcha')}
          name="captcha"
          autoComplete="off"
          maxLength={16}
          placeholder={t('login.captcha_hint')}
          value={values.captcha}
          onChange={(event) => set('captcha')(event.target.value)}
          error={messageOf('captcha')}
          inputRef={(input) => void (inputs.current.captcha = input)}
          addon={
            <button type="button" className="captcha-image" aria-label={t('login.captcha_refresh')} onClick={() => void refreshCaptcha()}>
              {captchaImage && <img src={captchaImage} alt="" />}
            </button>
          }
        />
      )}
      <label className="auth-check">
        <input type="checkbox" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
        <span>{t('login.remember')}</span>
      </label>
      <SubmitRow failure={failure} busy={pending} label={t('login.submit')} />
      <SocialLogin disabled={pending} onToken={(token, provider) => void socialLogin(token, provider)} />
      <FreePlayButton />
      <p className="auth-links">
        <Link href="/m/forget">{t('login.forgot')}</Link>
        <Link href="/m/register">{t('login.sign_up')}</Link>
      </p>
      {footer}
    </form>
  )
}
