import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { announcementsAtom } from '@/features/content/content-atoms'
import { policies } from '@/lib/effect/policies'
import { useAfter } from '@/lib/effect/use-after'
import { paths } from '@/lib/routes/paths'
import { sessionAtom, walletAtom } from '@/lib/session/session-atoms'
import { resourceUrlAtom, siteInfoAtom } from '@/lib/site/site-atoms'
import { Loader, SandboxedFrame } from '@/ui'
import './task-page.css'

/** The operator's task page with the session token added as `token` (SPEC §2 Task page). */
export const taskFrameUrl = (link: string, token: string | undefined) => {
  if (!token) return link
  const url = new URL(link, window.location.origin)
  url.searchParams.set('token', token)
  return url.href
}

/**
 * The task page (/m/task, SPEC §2): the operator's configured task link (resource TASK) in a
 * full-screen sandboxed frame, its address set 150 ms after the page opens and the frame shown
 * 100 ms after it has loaded (a loader meanwhile). Without a link it goes back to /m/home. It asks
 * for the announcements and the wallet as the SPEC says (the frame's header reads both).
 */
export default function TaskPage() {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  // The site's settings may still be on their way (a cached face shows first): no verdict until then.
  const known = useAtomValue(siteInfoAtom) !== null
  const link = useAtomValue(resourceUrlAtom)('TASK')
  const token = useAtomValue(sessionAtom)?.token
  useAtomValue(announcementsAtom)
  useAtomValue(walletAtom)
  const [loaded, setLoaded] = useState(false)
  const started = useAfter(link !== null, policies.taskFrameDelay)
  const shown = useAfter(loaded, policies.taskFrameAfterLoad)

  useEffect(() => {
    if (known && link === null) navigate(paths.home, { replace: true })
  }, [known, link, navigate])
  if (link === null) return known ? null : <Loader className="task-page__loader" />

  return (
    <div className="task-page">
      {!shown && <Loader className="task-page__loader" />}
      {started && (
        <SandboxedFrame
          className="task-page__frame"
          data-shown={shown || undefined}
          title={t('titles.task')}
          src={taskFrameUrl(link, token)}
          onLoad={() => setLoaded(true)}
        />
      )}
    </div>
  )
}
