import { useTranslation } from 'react-i18next'
import { DownloadAppGlyph } from './home-icons'
import './download-app-icon.css'

export type DownloadAppIconProps = {
  /** The page decides (SPEC §2: home routes, outside the app, window enabled, a link exists). */
  visible: boolean
  /** Opens the app-download popup. */
  onTap: () => void
  className?: string | undefined
}

/** Small header icon button that opens the app download. Renders nothing when not visible. */
export function DownloadAppIcon({ visible, onTap, className }: DownloadAppIconProps) {
  const { t } = useTranslation('home')
  if (!visible) return null
  return (
    <button
      type="button"
      className={['home-download', className].filter(Boolean).join(' ')}
      aria-label={t('download.label')}
      title={t('download.label')}
      onClick={onTap}
    >
      <DownloadAppGlyph className="home-download__glyph" />
    </button>
  )
}

export default DownloadAppIcon
