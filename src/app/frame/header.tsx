import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/lib/routes/paths'
import { memberAtom, sessionAtom } from '@/lib/session/session-atoms'
import { DownloadAppIcon } from '@/features/home/components/download-app-icon'
import { downloadResourceType, isInAppContext } from '@/lib/platform'
import { resourceUrlAtom, whitelabelAtom } from '@/lib/site/site-atoms'
import { Badge } from '@/ui'
import { inboxPath, showsDownloadIcon } from '../entry-rules'
import { unreadAtom } from '../unread-atoms'
import { homePath } from '../frame-rules'
import { BackButton } from './back-button'
import { InboxIcon, LogoMark, MenuIcon } from './icons'
import { sideMenuOpenAtom } from './side-menu'
import { TotalBalance } from './total-balance'
import { useFollowEntry } from './use-follow-entry'

export function TitledHeader({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation()
  return (
    <header className="frame-header">
      <BackButton path={path} className="header-side header-back" />
      <h1 className="header-title two-lines">{t(`titles.${title}`)}</h1>
      <span className="header-side" />
    </header>
  )
}

/**
 * The page under the home header has scrolled past the threshold (frame-rules.ts). Frame sets it
 * on home's routes and only HomeHeader reads it: held in the Frame's state, its flip rendered the
 * whole frame (menus, page, bottom menu) again, a long task at 4x CPU (bench:runtime).
 */
export const headerScrolledAtom = atom(false)

/**
 * The home header (SPEC §2): logo; the member's name, balance and inbox with its unread count, or
 * login and register for guests; the right-side menu button. Its style changes once the page has
 * scrolled past the threshold.
 */
export function HomeHeader() {
  const { t } = useTranslation()
  const scrolled = useAtomValue(headerScrolledAtom)
  const follow = useFollowEntry()
  const session = useAtomValue(sessionAtom)
  const member = useAtomValue(memberAtom)
  const unread = useAtomValue(unreadAtom)
  const openSideMenu = useSetAtom(sideMenuOpenAtom)
  const flags = useAtomValue(whitelabelAtom)
  const resourceUrl = useAtomValue(resourceUrlAtom)
  const platformLink = downloadResourceType()
  const download = showsDownloadIcon({
    homeRoute: true, // this header only shows on the home routes
    inAppContext: isInAppContext(),
    downloadEnabled: flags.has('DOWNLOAD'),
    downloadUrl: platformLink ? resourceUrl(platformLink) : null,
  })
  return (
    <header className={`frame-header frame-header-home${scrolled ? ' is-scrolled' : ''}`}>
      <Link href={homePath} className="header-logo">
        <LogoMark />
        <span className="header-brand">{t('brand.name')}</span>
        <span className="visually-hidden">{t('brand.home_link')}</span>
      </Link>
      {session ? (
        <div className="header-member" aria-label={t('header.account_summary')}>
          <span className="header-name">{member?.nickname || member?.account || session.userName}</span>
          {/* The balance's line stands before the wallet comes, so the name above it never moves. */}
          <span className="header-balance">
            <TotalBalance />
          </span>
        </div>
      ) : (
        <nav className="header-auth" aria-label={t('header.account')}>
          <Link href={paths.login} className="btn btn-ghost">
            {t('header.login')}
          </Link>
          <Link href={paths.register} className="btn btn-primary">
            {t('header.register')}
          </Link>
        </nav>
      )}
      <div className="header-actions">
        <DownloadAppIcon visible={download} onTap={() => follow({ kind: 'app-download' })} />
        {session && (
          <button
            type="button"
            className="header-icon"
            aria-label={t('header.inbox')}
            onClick={() => follow({ kind: 'go', to: inboxPath })}
          >
            <Badge count={unread.inbox} label={t('header.unread', { n: unread.inbox })}>
              <InboxIcon />
            </Badge>
          </button>
        )}
        <button type="button" className="header-icon" aria-label={t('header.menu')} onClick={() => openSideMenu(true)}>
          <MenuIcon />
        </button>
      </div>
    </header>
  )
}
