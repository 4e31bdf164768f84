import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearch } from 'wouter'
import { useReadyToDraw } from '@/lib/effect/answered-within'
import { retryFailedQueries } from '@/lib/effect/query-atom'
import { failureMessage } from '@/lib/http/errors'
import { limits, policies } from '@/lib/effect/policies'
import { identityFor, type Identity, type PhoneCheck } from '@/lib/identity/identity'
import { paths } from '@/lib/routes/paths'
import { siteInfoAtom, whitelabelAtom } from '@/lib/site/site-atoms'
import { toast } from '@/ui'
import { CaptchaImage } from '@/ui/captcha-image'
import { FailureRow } from '@/ui/failure-row'
import { Loading } from '@/ui/query-view'
import { failureText, refusedBy, registerFieldsReadyAtom, submitted } from '../account-atoms'
import { checkConfirmation, checkField, type FieldName } from '../field-rules'
import { registerFields } from '../register-fields'
import {
  checkAffiliateAtom,
  currentRegisterMethod,
  emailTakenAtom,
  registerAtom,
  registerCaptcha,
  usernameTakenAtom,
} from '../register-atoms'
import { registerStart, registerTransition, type RegisterMode } from '../register-machine'
import type { RegisterRequest } from '../register-schema'
import { Field, MobileField, RulesForm, SmsCodeField } from './fields'
import { SubmitRow } from '@/ui/submit-row'
import { SliderChallenge } from './slider-challenge'
import { useHumanCheck } from './use-human-check'
import { useAccountSettings, useAccountSettingsFailure, useSmsSender, type AccountSettings } from './use-account-forms'
import { byRule, useRulesForm, type Check } from './use-rules-form'
import '@/ui/form-error.css'
import './account.css'

type Values = Partial<Record<FieldName, string>> & { dialingCode: string; agree: boolean }

/** The URL's affiliate code (?affiliateCode= or ?a=), checked once on arrival. */
const urlAffiliateOf = (search: string) => {
  const params = new URLSearchParams(search)
  return (params.get('affiliateCode') ?? params.get('a') ?? '').trim()
}

const passwordTypes: Partial<Record<FieldName, string>> = { password: 'password', confirmPassword: 'password', paymentPassword: 'password' }

/**
 * SPEC §2 Register screen: by username or by mobile (the switch only when both are on), every field
 * as the server's rules say, an SMS code behind a human check and a countdown, the invitation code
 * unless the link already carries a valid one, and the age agreement. Submitting checks every field
 * (first invalid takes the focus), passes the human check, checks a typed invitation code, then
 * registers, which also logs in.
 *
 * Its skeleton until the server's rules have come (registerFieldsReadyAtom), so no field comes in
 * above what the player is about to tap; if they failed, why, with Retry.
 */
export function RegisterForm() {
  const ready = useReadyToDraw(registerFieldsReadyAtom)
  const settings = useAccountSettings()
  const failure = useAccountSettingsFailure()
  const { t } = useTranslation('common')
  if (!ready) return <Loading />
  if (failure !== null) return <FailureRow message={failureMessage(failure.error, t)} onRetry={retryFailedQueries} />
  return <RegisterFields {...settings} />
}

function RegisterFields({ rules, ageLimit, countries }: AccountSettings) {
  const { t } = useTranslation(['register', 'common'])
  const search = useSearch()
  const [, navigate] = useLocation()
  const flags = useAtomValue(whitelabelAtom)
  const sendCodeTo = useSmsSender('register')
  const verifyHuman = useHumanCheck()
  const checkAffiliate = useSetAtom(checkAffiliateAtom)
  const usernameTaken = useSetAtom(usernameTakenAtom)
  const emailTaken = useSetAtom(emailTakenAtom)
  const registerMember = useSetAtom(registerAtom)

  // SPEC §2: with the Firebase-based route the identity service sends and proves the SMS code.
  const identityConfig = useAtomValue(siteInfoAtom)?.identity
  const [phoneIdentity, setPhoneIdentity] = useState<Identity | null>(null)
  const phoneCheck = useRef<PhoneCheck | null>(null)
  const proven = useRef<{ readonly check: PhoneCheck; readonly code: string; readonly idToken: string } | null>(null)
  useEffect(() => {
    let live = true
    if (identityConfig?.phoneAuth) void identityFor(identityConfig).then((ready) => live && setPhoneIdentity(ready))
    return () => {
      live = false
    }
  }, [identityConfig])

  const usernameOn = flags.has('REG3')
  const mobileOn = flags.has('MOBILENUMREG3')
  const [state, dispatch] = useReducer(registerTransition, registerStart(usernameOn, mobileOn))
  const form = useRulesForm<Values>({ dialingCode: '+63', agree: true })
  const { getValues, clearErrors, setError, setValue, register } = form
  const { failure, setFailure } = form
  const agree = useWatch({ control: form.control, name: 'agree' })
  const mobileTyped = (useWatch({ control: form.control, name: 'mobileNum' }) ?? '') !== ''
  const [linkCheck, setLinkCheck] = useState<{ readonly code: string; readonly valid: boolean } | null>(null)
  const common = (key: string) => t(`common:${key}`)

  // A valid affiliate link hides the invitation field and registers under that code. While the
  // link's code is checked the field stays hidden too: shown, then taken away, it flashed and
  // moved what is under it for every friend who came by a link.
  // A check that got no verdict (no answer, a server error) is not a refusal: the link's code is put
  // in the field, to be checked again with the registration, not lost to the agent who shared it.
  const linkCode = urlAffiliateOf(search)
  useEffect(() => {
    if (!linkCode) return
    let live = true
    void checkAffiliate(linkCode).then((outcome) => {
      if (!live) return
      if (!outcome.ok && !refusedBy(outcome)) setValue('affiliateCode', linkCode)
      setLinkCheck({ code: linkCode, valid: outcome.ok })
    })
    return () => {
      live = false
    }
  }, [linkCode, checkAffiliate, setValue])
  const checkingLink = linkCode !== '' && linkCheck?.code !== linkCode
  const urlAffiliate = linkCheck?.code === linkCode && linkCheck.valid ? linkCode : null

  const mode = state.mode
  const fields = registerFields({ mode, flags, rules, affiliateFromLink: urlAffiliate !== null || checkingLink, mobileTyped })
  const fieldOf = (name: FieldName) => fields.find((entry) => entry.name === name)
  const forced = (name: FieldName) => fieldOf(name)?.forced ?? false
  const codeNeeded = forced('verificationCode')

  // SPEC §5: a captcha when the server's rules show one; each registration attempt spends it.
  const captchaShown = fieldOf('captcha') !== undefined
  const captchaImage = useAtomValue(registerCaptcha.image)
  const captchaFailed = useAtomValue(registerCaptcha.failed)
  const refreshCaptcha = useSetAtom(registerCaptcha.refresh)
  useEffect(() => {
    if (captchaShown) void refreshCaptcha()
  }, [captchaShown, refreshCaptcha])
  const spendCaptcha = () => {
    if (!captchaShown) return
    setValue('captcha', '')
    void refreshCaptcha()
  }
  const valueOf = (values: Values, name: FieldName) => values[name] ?? ''

  const label = (name: FieldName) => t(`field.${name}`)
  const checkOf = (name: FieldName): Check => {
    if (name === 'confirmPassword') return (value, values) => checkConfirmation(String(values.password ?? ''), value)
    if (name === 'verificationCode') return codeNeeded ? byRule(rules, name, true) : () => null
    return byRule(rules, name, forced(name))
  }

  const sendCode = async () => {
    const values = getValues()
    const mobileNum = valueOf(values, 'mobileNum')
    const issue = checkField(rules, 'mobileNum', mobileNum, true)
    clearErrors()
    if (issue) {
      form.showIssue('mobileNum', issue.key)
      return null
    }
    const pass = await verifyHuman('sms')
    if (!pass) return null
    if (!phoneIdentity) return sendCodeTo(mobileNum, values.dialingCode, pass)
    const wait = toast.loading(t('common:login.in_sms_sending'))
    phoneCheck.current = await phoneIdentity.sendPhoneCode(`${values.dialingCode}${mobileNum}`)
    toast.hide(wait)
    if (!phoneCheck.current) {
      toast.failure(common('errors.unknown'))
      return null
    }
    toast.success(t('common:login.in_sms_send'), policies.toastDefault)
    return Date.now() + policies.smsInitialSeconds * 1000
  }

  /**
   * The Firebase-based route proves the number before registering; null when the code is wrong. A
   * code confirms once: its proof is kept for the next try (a taken name, a refused invitation code),
   * so a right code is not called wrong; a new code sent starts over.
   */
  const provePhone = async (code: string) => {
    if (!phoneIdentity || !codeNeeded) return {}
    const check = phoneCheck.current
    const kept = proven.current
    const idToken = kept !== null && kept.check === check && kept.code === code ? kept.idToken : ((await check?.confirm(code)) ?? null)
    proven.current = idToken !== null && check !== null ? { check, code, idToken } : null
    return idToken ? { firebaseChannel: 'sms' as const, firebaseIdToken: idToken } : null
  }

  const payload = (values: Values, humanVerification: string): RegisterRequest => {
    // Only what the form shows: a password typed in username mode is not sent from mobile mode without one.
    const value = (name: FieldName) => (fieldOf(name) ? valueOf(values, name) : '')
    return {
      countryDialingCode: values.dialingCode,
      registerUrl: window.location.host,
      registerMethod: currentRegisterMethod(),
      username: mode === 'username' ? value('username').trim() : value('mobileNum'),
      password: value('password'),
      confirmPassword: value('password'),
      affiliateCode: urlAffiliate ?? value('affiliateCode').trim(),
      paymentPassword: value('paymentPassword'),
      recommenderId: value('recommenderId'),
      nickname: value('nickname'),
      payeeName: value('payeeName'),
      email: value('email'),
      mobileNum: value('mobileNum'),
      idNumber: value('idNumber'),
      qqNum: value('qqNum'),
      facebook: value('facebook'),
      wechat: value('wechat'),
      line: value('line'),
      whatsapp: value('whatsapp'),
      zalo: value('zalo'),
      captcha: value('captcha'),
      type: 0,
      domain: window.location.hostname,
      verificationCode: value('verificationCode'),
      humanVerification,
    }
  }

  const send = async (values: Values) => {
    dispatch({ type: 'submit' })
    const pass = await verifyHuman('register')
    if (!pass) return dispatch({ type: 'cancelled' })
    dispatch({ type: 'verified' })

    const proof = await provePhone(valueOf(values, 'verificationCode'))
    if (!proof) {
      dispatch({ type: 'failed' })
      clearErrors()
      return form.showIssue('verificationCode', 'validation.code_error')
    }

    const typedCode = valueOf(values, 'affiliateCode').trim()
    if (urlAffiliate === null && typedCode !== '') {
      const affiliate = await checkAffiliate(typedCode)
      if (!affiliate.ok) {
        dispatch({ type: 'failed' })
        // Only the platform's refusal says the code is wrong: the SPEC's failure toast, and under the
        // code, where the focus goes, once the toast has gone. No verdict says what went wrong
        // instead, above the button like any other failure.
        if (refusedBy(affiliate)) {
          toast.failure(common('validation.invitation_code_error'))
          return form.showIssue('affiliateCode', 'validation.invitation_code_error')
        }
        setFailure(common(affiliate.messageKey))
        return form.setFocus('affiliateCode')
      }
    }
    const outcome = submitted(await registerMember({ mode, request: { ...payload(values, pass), ...proof } }))
    if (outcome === null) return // a second send while the first is on its way
    if (!outcome.ok) {
      dispatch({ type: 'failed' })
      spendCaptcha()
      return setFailure(failureText(outcome, common))
    }
    dispatch({ type: 'succeeded' })
    toast.success(t('in_registered_successfully'), policies.toastDefault)
    navigate(paths.home, { replace: true })
  }

  // The form's checks are asynchronous: a double tap would pass the phase check twice before the
  // first send moves it on, and ask for two challenges. This lock is taken in the tap itself.
  const sending = useRef(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (sending.current || state.phase !== 'editing' || !agree) return
    sending.current = true
    void form
      .submit(send)(event)
      .finally(() => (sending.current = false))
  }

  const switchMode = (next: RegisterMode) => {
    clearErrors()
    setFailure(null)
    dispatch({ type: 'switch', mode: next })
  }

  /** Told on leaving the field, before the form is sent: the platform would refuse it anyway. */
  const tellIfTaken = async (name: 'username' | 'email') => {
    const typed = valueOf(getValues(), name).trim()
    if (!typed || checkField(rules, name, typed, forced(name))) return
    const taken = await (name === 'username' ? usernameTaken(typed) : emailTaken(typed))
    if (taken) setError(name, { type: 'taken', message: `validation.${name}_exists` })
  }

  const field = (name: FieldName) => {
    const props = { label: label(name), name, required: fieldOf(name)?.required ?? false, check: checkOf(name) }
    if (name === 'mobileNum') return <MobileField key={name} {...props} countries={countries} />
    if (name === 'verificationCode') return <SmsCodeField key={name} {...props} onSend={sendCode} />
    if (name === 'captcha')
      return (
        <Field
          key={name}
          {...props}
          autoComplete="off"
          autoCapitalize="none"
          maxLength={limits.captchaMax}
          placeholder={common('login.captcha_hint')}
          addon={<CaptchaImage src={captchaImage} failed={captchaFailed} onRefresh={() => void refreshCaptcha()} />}
        />
      )
    return (
      <Field
        key={name}
        {...props}
        type={passwordTypes[name] ?? (name === 'email' ? 'email' : 'text')}
        autoComplete={name === 'username' ? 'username' : passwordTypes[name] ? 'new-password' : 'off'}
        autoCapitalize="none"
        onBlur={name === 'username' || name === 'email' ? () => void tellIfTaken(name) : undefined}
      />
    )
  }

  // SPEC §5: more than one message is also said in one line, in screen order.
  const { errors } = form.formState
  const messages = fields.flatMap(({ name }) => {
    const key = errors[name]?.message
    return typeof key === 'string' && key !== '' ? [t(`common:${key}`, { field: label(name) })] : []
  })

  const busy = state.phase === 'verifying' || state.phase === 'submitting'
  return (
    <RulesForm form={form} className="auth-form" onSubmit={submit} aria-label={common('titles.register')}>
      {usernameOn && mobileOn && (
        <div className="auth-modes" role="group" aria-label={t('mode')}>
          {(['username', 'mobile'] as const).map((option) => (
            <button key={option} type="button" className="auth-mode" aria-pressed={mode === option} onClick={() => switchMode(option)}>
              {t(`mode_${option}`)}
            </button>
          ))}
        </div>
      )}
      {fields.map(({ name }) => field(name))}
      <label className="auth-check">
        <input type="checkbox" {...register('agree')} />
        <span>{t('agree', { age: ageLimit })}</span>
      </label>
      {/* What the member agrees to, readable before they do (SPEC §2 registration terms). */}
      <p className="auth-links">
        <Link href={paths.regTerms}>{common('titles.registration_terms')}</Link>
      </p>
      {messages.length > 1 && (
        <p className="form-error" aria-hidden="true">
          {messages.join(' · ')}
        </p>
      )}
      <SubmitRow failure={failure} busy={busy} disabled={!agree} label={t('submit')} />
      <SliderChallenge />
    </RulesForm>
  )
}
