import { useSetAtom } from 'jotai'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearch } from 'wouter'
import { safeReturnPath } from '@/lib/session/redirect'
import { loginAtom } from '../account-atoms'
import './account.css'

const returnPathOf = (search: string) => safeReturnPath(new URLSearchParams(search).get('redirect'))

/**
 * Username and password login. A failed attempt keeps what was typed and says why; the submit
 * button is disabled while a request is in flight so a double tap sends one login.
 */
export function LoginForm() {
  const { t } = useTranslation()
  const search = useSearch()
  const [, navigate] = useLocation()
  const login = useSetAtom(loginAtom)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    if (!username.trim() || !password) return setError(t('login.enter_credentials'))
    setPending(true)
    setError(null)
    const outcome = await login({ username: username.trim(), password, type: 'username' })
    setPending(false)
    if (outcome.ok) navigate(outcome.value.firstTimeLogin ? '/m/changePsw' : returnPathOf(search), { replace: true })
    else setError(outcome.reason ?? t(outcome.messageKey))
  }

  return (
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="field">
          <span>{t('login.username')}</span>
          <input
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            onBlur={() => setUsername((value) => value.trim())}
          />
        </label>
        <label className="field">
          <span>{t('login.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={pending} aria-busy={pending}>
          {t('login.submit')}
        </button>
        <p className="auth-links">
          <Link href="/m/forget">{t('login.forgot')}</Link>
          <Link href="/m/register">{t('login.sign_up')}</Link>
        </p>
      </form>
  )
}
