import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { formatBalance } from '@/lib/format/money'
import { memberAtom, sessionAtom, walletAtom } from '@/lib/session/session-atoms'
import { backTarget, homePath } from '../frame-rules'
import { hasAppHistory } from './history-index'
import { BackIcon, LogoMark } from './icons'

/** Back: straight home on some pages (SPEC §2), else one step back, or home when there is no step. */
function BackButton({ path }: { path: string }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const target = backTarget(path)
  if (target === 'none') return <span className="header-side" />
  const goBack = () => {
    if (target === 'history' && hasAppHistory()) window.history.back()
    else navigate(homePath, { replace: true })
  }
  return (
    <button type="button" className="header-side header-back" onClick={goBack} aria-label={t('frame.back')}>
      <BackIcon />
    </button>
  )
}

export function TitledHeader({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation()
  return (
    <header className="frame-header">
      <BackButton path={path} />
      <h1 className="header-title">{t(`titles.${title}`)}</h1>
      <span className="header-side" />
    </header>
  )
}

/** The home header: logo, then the member's name and balance, or login and register for guests. */
export function HomeHeader() {
  const { t } = useTranslation()
  const session = useAtomValue(sessionAtom)
  const member = useAtomValue(memberAtom)
  const wallet = useAtomValue(walletAtom)
  return (
    <header className="frame-header frame-header-home">
      <Link href={homePath} className="header-logo" aria-label={t('brand.home_link')}>
        <LogoMark />
        <span className="header-brand">{t('brand.name')}</span>
      </Link>
      {session ? (
        <div className="header-member" aria-label={t('header.account_summary')}>
          <span className="header-name">{member?.nickname || member?.account || session.userName}</span>
          {wallet && (
            <span className="header-balance">
              <span className="header-currency">{wallet.currencySymbol}</span>
              {formatBalance(wallet.sumBalance)}
            </span>
          )}
        </div>
      ) : (
        <nav className="header-auth" aria-label={t('header.account')}>
          <Link href="/m/login" className="btn btn-ghost">
            {t('header.login')}
          </Link>
          <Link href="/m/register" className="btn btn-primary">
            {t('header.register')}
          </Link>
        </nav>
      )}
    </header>
  )
}
