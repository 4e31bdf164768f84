import { atom, useAtom, useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import type { Announcement } from '@/features/content/content-schema'
import { sessionAtom } from '@/lib/session/session-atoms'
import { Modal } from '@/ui'

/** The session whose popups have been seen: the list shows once after each login (SPEC §2). */
const popupsSeenForAtom = atom<string | null>(null)

export function HomePopups({ popups }: { popups: ReadonlyArray<Announcement> }) {
  const { t } = useTranslation()
  const token = useAtomValue(sessionAtom)?.token ?? null
  const [seenFor, setSeenFor] = useAtom(popupsSeenForAtom)
  const first = popups[0]
  const open = token !== null && seenFor !== token && first !== undefined
  return (
    <Modal
      open={open}
      onClose={() => setSeenFor(token)}
      title={first?.title ?? ''}
      buttons={[{ label: t('common.ok'), onClick: () => setSeenFor(token), variant: 'primary' }]}
    >
      {popups.map((popup) => (
        <article key={popup.announcementId} className="home-popup">
          {popups.length > 1 && <h3>{popup.title}</h3>}
          <p>{popup.content}</p>
        </article>
      ))}
    </Modal>
  )
}
