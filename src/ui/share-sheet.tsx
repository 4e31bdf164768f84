import { useTranslation } from 'react-i18next'
import { CopyButton } from './copy-button'
import { Modal } from './modal'
import { QrCode } from './qr-code'
import { shareChannels, shareUrlOf } from './share-channels'
import './share-sheet.css'

/** The browser's own share sheet, where it has one (most phones; not desktop Firefox). */
const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function'

export interface ShareSheetProps {
  readonly open: boolean
  readonly onClose: () => void
  /** The sheet's title, also the title Web Share passes on. */
  readonly title: string
  /** What the apps post along with the link (translated by the caller). */
  readonly message: string
  /** The address shared, drawn as the QR code and offered to copy. */
  readonly link: string
  /** What a screen reader hears for the QR code. */
  readonly qrLabel: string
}

/**
 * A link's share sheet (referral link, affiliate links; PLATFORM.md §10): the link as a QR code a
 * friend scans from this screen, the apps players share through, the link to copy, and the
 * phone's own share sheet where the browser offers Web Share.
 */
export function ShareSheet({ open, onClose, title, message, link, qrLabel }: ShareSheetProps) {
  const { t } = useTranslation('ui')
  const shareNatively = () => {
    // A closed sheet (AbortError) or a refused one leaves ours open: copying still works.
    void navigator.share({ title, text: message, url: link }).catch(() => undefined)
  }
  return (
    <Modal open={open} onClose={onClose} title={title} className="share-sheet">
      <div className="share-sheet__qr">
        <QrCode value={link} label={qrLabel} size={168} />
      </div>
      <ul className="share-sheet__channels" role="list" aria-label={t('share.channels')}>
        {shareChannels.map((channel) => (
          <li key={channel}>
            <a
              className={`share-channel share-channel--${channel}`}
              href={shareUrlOf(channel, link, message)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(`share.channel.${channel}`)}
            </a>
          </li>
        ))}
      </ul>
      <div className="share-sheet__copy">
        <span className="share-sheet__link">{link}</span>
        <CopyButton className="btn btn-ghost" label={t('share.copy_link')} value={link} />
      </div>
      {canShareNatively() && (
        <button type="button" className="btn btn-primary btn-block" onClick={shareNatively}>
          {t('share.more')}
        </button>
      )}
    </Modal>
  )
}
