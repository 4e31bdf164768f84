import { useTranslation } from 'react-i18next'
import { RefreshIcon } from './icons'
import './captcha-image.css'

/**
 * A captcha picture that asks for a new one when tapped (login, feedback): a field's addon beside
 * the answer's input. Before the first image arrives the button is there, empty, so nothing moves;
 * if that ask failed, it shows the reload sign and says so, so the blank box reads as something to tap.
 */
export function CaptchaImage({ src, failed, onRefresh }: { src: string | null; failed: boolean; onRefresh: () => void }) {
  const { t } = useTranslation('common')
  const unloaded = !src && failed
  return (
    <button
      type="button"
      className="captcha-image"
      aria-label={t(unloaded ? 'login.captcha_failed' : 'login.captcha_refresh')}
      onClick={onRefresh}
    >
      {src ? <img src={src} alt="" /> : unloaded && <RefreshIcon />}
    </button>
  )
}
