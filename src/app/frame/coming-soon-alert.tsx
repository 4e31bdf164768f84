import { atom, useAtom } from 'jotai'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '@/ui'

/** Whether the 'coming soon' alert is up. */
export const comingSoonAlertOpenAtom = atom(false)

/**
 * SPEC §2 and §8 "Task with no link: 'coming soon' alert": a notice the player closes, not the
 * 1 s message the affiliate button gives. It stays over the menu it came from.
 */
export function ComingSoonAlert() {
  const { t } = useTranslation()
  const [open, setOpen] = useAtom(comingSoonAlertOpenAtom)
  const messageId = useId()
  const close = () => setOpen(false)
  return (
    <Modal
      open={open}
      onClose={close}
      role="alertdialog"
      closeButton={false}
      ariaLabel={t('common.coming_soon')}
      ariaDescribedBy={messageId}
      buttons={[{ label: t('ui:ok'), onClick: close, variant: 'primary', autoFocus: true }]}
    >
      <p id={messageId}>{t('common.coming_soon')}</p>
    </Modal>
  )
}
