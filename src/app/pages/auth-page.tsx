import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { registerFieldsReadyAtom } from '@/features/account/account-atoms'
import { LoginForm } from '@/features/account/components/login-form'
import { bannersAtoms, bannersLoadingAtoms } from '@/features/content/content-atoms'
import { BannerCarousel } from '@/features/home/components/banner-carousel'
import { paths } from '@/lib/routes/paths'
import { releaseFirstView } from '@/lib/state/first-view'
import { onDemand } from '@/ui/on-demand'
import { toast } from '@/ui'
import { appStore } from '../runtime'
import { LoginFooter } from './login-footer'
import './auth-page.css'

type Tab = 'login' | 'register'
const pathOf: Record<Tab, string> = { login: paths.login, register: paths.register }
const bannerGroupOf = { login: 'm_login', register: 'm_register' } as const
const tabAt = (path: string): Tab => (path.startsWith(paths.register) ? 'register' : 'login')

/** The register tab's form: not on the login tab's first screen (2.4 KB brotli of script). */
const registerForm = onDemand<object>(() => import('@/features/account/components/register-form').then((module) => module.RegisterForm))
/**
 * Brings the form's code and the server's rules it draws its fields by (at most
 * policies.formDataWait for those); a failure is left for the form's place to show, with Retry.
 */
const bringRegisterForm = () =>
  Promise.all([registerForm.preload().catch(() => undefined), registerFieldsReadyAtom.bring(appStore)]).then(() => undefined)

/**
 * The page opened on the register tab (the app opening there, or Register tapped elsewhere) waits
 * for the form's code and rules with its own (routes.ts), so it does not draw a skeleton first;
 * the document asks for the code of both at once (scripts/head-start-inline.ts).
 */
export const formOfTabArrived = () => (tabAt(location.pathname) === 'register' ? bringRegisterForm() : Promise.resolve())

/**
 * SPEC §2: login and register are one page with two tabs; switching tabs updates the address
 * without a reload (and keeps the query, so a login redirect survives a look at the register tab).
 * Each tab has its banner group: m_login, m_register. A tab once shown stays mounted, hidden while
 * the other is: what was typed in it, and a running SMS countdown, are there on coming back.
 */
export default function AuthPage() {
  const { t } = useTranslation()
  const [path, navigate] = useLocation()
  const tab = tabAt(path)
  const group = bannerGroupOf[tab]
  const banners = useAtomValue(bannersAtoms[group])
  const bannersLoading = useAtomValue(bannersLoadingAtoms[group])
  // After the banner's readers above have subscribed: the boot's hold can go.
  useEffect(releaseFirstView, [])
  // On the login tab the register form comes after the player's first interaction, when idle.
  registerForm.useSoon(tab === 'register')

  const [shown, setShown] = useState<ReadonlySet<Tab>>(() => new Set([tab]))
  if (!shown.has(tab)) setShown(new Set([...shown, tab]))

  const panel = useRef<HTMLDivElement>(null)
  // A guest tapped a game under the form: signing in comes first, and the form is right here.
  const askToSignIn = () => {
    toast.info(t('errors.not_logged_in'))
    panel.current?.querySelector('input')?.focus()
  }

  const select = (next: Tab) => {
    if (next !== tab) navigate(`${pathOf[next]}${window.location.search}`, { replace: true })
  }

  return (
    <div className="auth-page">
      <BannerCarousel key={group} banners={banners} loading={bannersLoading} onTap={() => {}} />
      <div className="auth-tabs" role="tablist" aria-label={t('titles.login')}>
        {(['login', 'register'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`auth-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`auth-panel-${id}`}
            className="auth-tab"
            // From the login tab, the form's code is asked for at the touch, not at the click.
            onPointerDown={id === 'register' ? () => void bringRegisterForm() : undefined}
            onClick={() => select(id)}
          >
            {t(`titles.${id}`)}
          </button>
        ))}
      </div>
      {shown.has('login') && (
        <div id="auth-panel-login" ref={panel} role="tabpanel" aria-labelledby="auth-tab-login" hidden={tab !== 'login'}>
          <LoginForm />
        </div>
      )}
      {shown.has('register') && (
        <div id="auth-panel-register" role="tabpanel" aria-labelledby="auth-tab-register" hidden={tab !== 'register'}>
          <registerForm.Component />
        </div>
      )}
      {tab === 'login' ? <LoginFooter onGuest={askToSignIn} /> : null}
    </div>
  )
}
