/** Where the app is running: a browser tab, a home-screen install (PWA / web clip) or the native shell. */
export const isStandalone = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true)

/** SPEC §3: the native shell marks its user agent with AppVer or AppShellVer. */
export const isNativeApp = () => typeof navigator !== 'undefined' && /AppVer|AppShellVer/.test(navigator.userAgent)

/** Device header: OTHERS from an installed home-screen app (SPEC §3), MOBILE otherwise. */
export const deviceHeader = () => (isStandalone() ? 'OTHERS' : 'MOBILE')

/** The app context of SPEC §2: inside the native shell or an installed web app. */
export const isInAppContext = () => isNativeApp() || isStandalone()

/** Which download link applies to this phone (SPEC §3 resources: IOS / Android). */
export const downloadResourceType = (): 'IOS' | 'Android' | null => {
  if (typeof navigator === 'undefined') return null
  if (/iPhone|iPad|iPod/.test(navigator.userAgent)) return 'IOS'
  if (/Android/.test(navigator.userAgent)) return 'Android'
  return null
}

/** The Maya white-label (PLATFORM.md §2): served from its `maya` sub-domain. */
export const isMayaSite = () => typeof location !== 'undefined' && location.hostname.split('.')[0] === 'maya'
