import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '@/ui'
import './app-download.css'

/** The platform's download links (SPEC §3 resources IOS, Android, MOBILECONFIG); null when not configured. */
export type AppDownloadLinks = {
  android: string | null
  ios: string | null
  mobileconfig: string | null
}

export interface AppDownloadPanelProps {
  readonly links: AppDownloadLinks
  /** The browser offers to install the web app (beforeinstallprompt): a real Install button. */
  readonly onInstall?: (() => void) | null
  /** Already inside the native app or the installed web app: nothing to download or install. */
  readonly inApp?: boolean
}

/**
 * SPEC §2 app download: the browser's own install where it offers one, the Android and iOS
 * download links from the status resources, and the guides for installing the web app on Android
 * (Chrome's menu, Install app) and on an iPhone (Safari, Share, Add to Home Screen; iOS 12.4 or
 * later), with the configuration profile when the site has one. Inside the app (native or installed) it says so and offers nothing.
 */
export function AppDownloadPanel({ links, onInstall = null, inApp = false }: AppDownloadPanelProps) {
  const { t } = useTranslation('home')
  if (inApp) {
    return (
      <div className="app-download">
        <p className="app-download__none">{t('download.in_app')}</p>
      </div>
    )
  }
  const none = links.android === null && links.ios === null && links.mobileconfig === null && onInstall === null
  return (
    <div className="app-download">
      {none && <p className="app-download__none">{t('download.none')}</p>}
      {onInstall && (
        <button type="button" className="btn btn-primary btn-block" onClick={onInstall}>
          {t('download.install')}
        </button>
      )}
      {(links.android !== null || links.ios !== null) && (
        <div className="app-download__links">
          {links.android !== null && (
            <a className="btn btn-primary btn-block" href={links.android} target="_blank" rel="noopener noreferrer">
              {t('download.android')}
            </a>
          )}
          {links.ios !== null && (
            <a className="btn btn-primary btn-block" href={links.ios} target="_blank" rel="noopener noreferrer">
              {t('download.ios')}
            </a>
          )}
        </div>
      )}
      {/* SPEC §2 "Android and iOS guides": where the browser offers no Install button of its own too. */}
      <InstallGuide platform="android" />
      <InstallGuide platform="ios">
        <p className="app-download__note">{t('download.ios_requires')}</p>
        {links.mobileconfig !== null && (
          <a className="btn btn-ghost btn-block" href={links.mobileconfig}>
            {t('download.mobileconfig')}
          </a>
        )}
      </InstallGuide>
    </div>
  )
}

/** How to install the web app on one platform: its title and three steps (download.<platform>_*), then what it adds. */
function InstallGuide({ platform, children }: { readonly platform: 'android' | 'ios'; readonly children?: ReactNode }) {
  const { t } = useTranslation('home')
  const heading = `app-download-${platform}-guide`
  return (
    <section className="app-download__guide" aria-labelledby={heading}>
      <h3 id={heading}>{t(`download.${platform}_web_title`)}</h3>
      <ol>
        {[1, 2, 3].map((step) => (
          <li key={step}>{t(`download.${platform}_step_${step}`)}</li>
        ))}
      </ol>
      {children}
    </section>
  )
}

/** The app-download popup of SPEC §2 (home header download icon, side-menu App download). */
export function AppDownloadPopup({ open, onClose, ...panel }: AppDownloadPanelProps & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('home')
  return (
    <Modal open={open} onClose={onClose} title={t('download.title')}>
      <AppDownloadPanel {...panel} />
    </Modal>
  )
}
