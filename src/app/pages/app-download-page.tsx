import { useTranslation } from 'react-i18next'
import { AppDownloadPanel } from '@/features/home/components/app-download'
import { useAppDownload } from '../frame/app-download'

/** /m/app (SPEC §2): the app download page, install, Android and iOS guides; the same content as the popup. */
export default function AppDownloadPage() {
  const { t } = useTranslation()
  return (
    <div className="page-plain">
      <h1 className="page-plain-title">{t('titles.app_download')}</h1>
      <AppDownloadPanel {...useAppDownload()} />
    </div>
  )
}
