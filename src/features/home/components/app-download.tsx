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
      <section className="app-download__guide" aria-labelledby="app-download-android-guide">
        <h3 id="app-download-android-guide">{t('download.android_web_title')}</h3>
        <ol>
          <li>{t('download.android_step_1')}</li>
          <li>{t('download.android_step_2')}</li>
          <li>{t('download.android_step_3')}</li>
        </ol>
      </section>
      <section className="app-download__guide" aria-labelledby="app-download-ios-guide">
        <h3 id="app-download-ios-guide">{t('download.ios_web_title')}</h3>
        <ol>
          <li>{t('download.ios_step_1')}</li>
          <li>{t('download.ios_step_2')}</li>
          <li>{t('download.ios_step_3')}</li>
        </ol>
        <p className="app-download__note">{t('download.ios_requires')}</p>
        {links.mobileconfig !== null && (
          <a className="btn btn-ghost btn-block" href={links.mobileconfig}>
            {t('download.mobileconfig')}
          </a>
        )}
      </section>
    </div>
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
