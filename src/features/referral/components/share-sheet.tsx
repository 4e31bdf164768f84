import { useTranslation } from 'react-i18next'
import { Modal } from '@/ui'
import { CopyButton } from '@/ui/copy-button'
import { QrCode } from '@/ui/qr-code'
import { shareChannels, shareUrlOf } from '../referral-rules'

/** The browser's own share sheet, where it has one (most phones; not desktop Firefox). */
const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function'

/**
 * The referral share sheet (issue 14; PLATFORM.md §10): the link as a QR code a friend scans from
 * this screen, the apps players share through, the link to copy, and the phone's own share sheet
 * where the browser offers Web Share.
 */
export function ShareSheet({
  open,
  onClose,
  link,
  code,
}: {
  readonly open: boolean
  readonly onClose: () => void
  readonly link: string
  readonly code: string
}) {
  const { t } = useTranslation('referral')
  const message = t('share.message', { code })
  const shareNatively = () => {
    // A closed sheet (AbortError) or a refused one leaves ours open: copying still works.
    void navigator.share({ title: t('share.title'), text: message, url: link }).catch(() => undefined)
  }
  return (
    <Modal open={open} onClose={onClose} title={t('share.title')} className="share-sheet">
      <div className="share-sheet__qr">
        <QrCode value={link} label={t('share.qr_label')} size={168} />
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
        <CopyButton className="btn btn-ghost" label={t('link')} value={link} />
      </div>
      {canShareNatively() && (
        <button type="button" className="btn btn-primary btn-block" onClick={shareNatively}>
          {t('share.more')}
        </button>
      )}
    </Modal>
  )
}
