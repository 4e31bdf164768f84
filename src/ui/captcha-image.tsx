import './captcha-image.css'

/**
 * A captcha picture that asks for a new one when tapped (login, feedback): a field's addon beside
 * the answer's input. Before the first image arrives the button is there, empty, so nothing moves.
 */
export function CaptchaImage({ src, label, onRefresh }: { src: string | null; label: string; onRefresh: () => void }) {
  return (
    <button type="button" className="captcha-image" aria-label={label} onClick={onRefresh}>
      {src && <img src={src} alt="" />}
    </button>
  )
}
