import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { LoginForm } from '@/features/account/components/login-form'
import { RegisterForm } from '@/features/account/components/register-form'
import { bannersAtoms, bannersLoadingAtoms } from '@/features/content/content-atoms'
import { BannerCarousel } from '@/features/home/components/banner-carousel'
import { paths } from '@/lib/routes/paths'
import { releaseFirstView } from '@/lib/state/first-view'
import './auth-page.css'

type Tab = 'login' | 'register'
const pathOf: Record<Tab, string> = { login: paths.login, register: paths.register }
const bannerGroupOf = { login: 'm_login', register: 'm_register' } as const

/**
 * SPEC §2: login and register are one page with two tabs; switching tabs updates the address
 * without a reload (and keeps the query, so a login redirect survives a look at the register tab).
 * Each tab has its banner group: m_login, m_register.
 */
export default function AuthPage() {
  const { t } = useTranslation()
  const [path, navigate] = useLocation()
  const tab: Tab = path.startsWith(paths.register) ? 'register' : 'login'
  const group = bannerGroupOf[tab]
  const banners = useAtomValue(bannersAtoms[group])
  const bannersLoading = useAtomValue(bannersLoadingAtoms[group])
  // After the banner's readers above have subscribed: the boot's hold can go.
  useEffect(releaseFirstView, [])

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
            aria-controls="auth-panel"
            className="auth-tab"
            onClick={() => select(id)}
          >
            {t(`titles.${id}`)}
          </button>
        ))}
      </div>
      <div id="auth-panel" role="tabpanel" aria-labelledby={`auth-tab-${tab}`}>
        {tab === 'login' ? <LoginForm /> : <RegisterForm />}
      </div>
    </div>
  )
}
