import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai'
import { AppDownloadPopup, type AppDownloadLinks } from '@/features/home/components/app-download'
import { isInAppContext } from '@/lib/platform'
import { installAtom, installOfferAtom } from '@/lib/pwa/install-offer'
import { resourceUrlAtom } from '@/lib/site/site-atoms'
import { useClosesOnNewPage } from './use-closes-on-new-page'

/** Open state of the app-download popup (SPEC §2: "Download opens an app-download popup"). */
export const appDownloadOpenAtom = atom(false)

/** The site's download links from the status resources (SPEC §3). */
export const useAppDownloadLinks = (): AppDownloadLinks => {
  const resourceUrl = useAtomValue(resourceUrlAtom)
  return { android: resourceUrl('Android'), ios: resourceUrl('IOS'), mobileconfig: resourceUrl('MOBILECONFIG') }
}

/** What the download screens offer here: the links, the browser's install when it offers one, or nothing inside the app. */
export const useAppDownload = () => {
  const links = useAppDownloadLinks()
  const offered = useAtomValue(installOfferAtom) !== null
  const install = useSetAtom(installAtom)
  return { links, onInstall: offered ? () => void install() : null, inApp: isInAppContext() }
}

/** The one app-download popup of the frame, opened by the header icon and the side menu. */
export function AppDownload() {
  const [open, setOpen] = useAtom(appDownloadOpenAtom)
  const panel = useAppDownload()
  useClosesOnNewPage(open, () => setOpen(false))
  return <AppDownloadPopup open={open} onClose={() => setOpen(false)} {...panel} />
}
