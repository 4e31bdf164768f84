import { useAtomValue, useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import type { Announcement } from '@/features/content/content-schema'
import { sessionAtom } from '@/lib/session/session-atoms'
import { keys } from '@/lib/state/keys'
import { persistedAtom } from '@/lib/state/storage'
import { Modal } from '@/ui'
import { later } from '@/ui/later'

/** The sanitiser's code comes with the popup list, not with home's first paint. */
const operatorHtml = later(() => import('@/ui/operator-html').then((module) => module.OperatorHtml))

/** The session whose popups have been seen: the list shows once after each login (SPEC §2). */
const popupsSeenForAtom = persistedAtom(keys.popupsSeenFor)

/** Whether the popup list is still to be seen for this login (other prompts wait for it). */
export const usePopupsPending = (popups: ReadonlyArray<Announcement>) => {
  const token = useAtomValue(sessionAtom)?.token ?? null
  const seenFor = useAtomValue(popupsSeenForAtom)
  return token !== null && seenFor !== token && popups.length > 0
}

export function HomePopups({ popups }: { popups: ReadonlyArray<Announcement> }) {
  const { t } = useTranslation()
  const token = useAtomValue(sessionAtom)?.token ?? null
  const setSeenFor = useSetAtom(popupsSeenForAtom)
  const first = popups[0]
  const pending = usePopupsPending(popups)
  const { arrived: bodies, failed } = operatorHtml.useArrival(pending)
  return (
    <Modal
      // Once the bodies' code is here (or cannot come: the titles then show alone): opened before
      // it, the dialog grew by 140 px as the bodies came in.
      open={pending && (bodies || failed)}
      onClose={() => setSeenFor(token)}
      // One popup: its title heads the dialog. Several: the dialog is 'Announcement' and each
      // popup keeps its own title, so no title shows twice.
      title={popups.length > 1 ? t('titles.announcement') : (first?.title ?? '')}
      buttons={[{ label: t('common.ok'), onClick: () => setSeenFor(token), variant: 'primary' }]}
    >
      {popups.map((popup) => (
        <article key={popup.announcementId} className="home-popup">
          {popups.length > 1 && <h3>{popup.title}</h3>}
          {bodies ? <operatorHtml.Component html={popup.content} /> : null}
        </article>
      ))}
    </Modal>
  )
}
