import { useAtomValue, useSetAtom } from 'jotai'
import { useLayoutEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, gotNoAnswer } from '@/lib/http/errors'
import { gateViewAtom, refreshStatusAtom } from '@/lib/site/site-atoms'
import { Loader } from '@/ui'

function GatePage({ title, message, retry }: { title: string; message: string; retry?: () => void }) {
  const { t } = useTranslation()
  // The first banner or tiles the document painted for the page it meant to open (head-start.ts)
  // are hidden while a gate stands, also one painted after it (theme.css .gate-shown).
  // Before the gate's first paint (a layout effect), not a frame after it.
  useLayoutEffect(() => {
    document.documentElement.classList.add('gate-shown')
    return () => document.documentElement.classList.remove('gate-shown')
  }, [])
  return (
    <main className="gate-page" role="main">
      <h1>{title}</h1>
      <p>{message}</p>
      {retry && (
        <button type="button" className="btn btn-primary" onClick={retry}>
          {t('common.retry')}
        </button>
      )}
    </main>
  )
}

/**
 * SPEC §2 Error gate: 0 renders the app, 1 the blocked-IP/maintenance page, 2 the service-down /
 * region page. The cached status applies at once; the refresh started at boot replaces it.
 */
export function ErrorGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const view = useAtomValue(gateViewAtom)
  const refresh = useSetAtom(refreshStatusAtom)
  switch (view.face) {
    case 'loading':
      return <Loader fullscreen />
    case 'unreachable':
      // The network's failure, or the platform's own words (SPEC §8: busy, upgrading, unknown).
      return (
        <GatePage
          title={t(gotNoAnswer(view.error) ? 'gate.unreachable_title' : 'gate.failed_title')}
          message={failureMessage(view.error, t)}
          retry={() => void refresh()}
        />
      )
    case 1:
      return <GatePage title={t('gate.blocked_title')} message={t('gate.blocked_message')} retry={() => void refresh()} />
    case 2:
      return <GatePage title={t('gate.down_title')} message={t('gate.down_message')} retry={() => void refresh()} />
    case 0:
      return children
  }
}
