import { useAtomValue, useSetAtom } from 'jotai'
import { useReducer } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { policies } from '@/lib/effect/policies'
import { paths } from '@/lib/routes/paths'
import { viewerAtom } from '@/lib/session/session-atoms'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { toast } from '@/ui'
import { FormError } from '@/ui/form-error'
import { failureText, submitted } from '../account-atoms'
import { freePlayIdle, freePlayTransition, mayFreePlay, mayStart } from '../free-play-machine'
import { freePlayAtom } from '../password-atoms'

/** SPEC §2/§4 free play, while FREEPLAY3 is on: please wait, a trial account, then home. */
export function FreePlayButton() {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const flags = useAtomValue(whitelabelAtom)
  const viewer = useAtomValue(viewerAtom)
  const freePlay = useSetAtom(freePlayAtom)
  const [state, dispatch] = useReducer(freePlayTransition, freePlayIdle)
  if (!flags.has('FREEPLAY3')) return null

  const start = async () => {
    if (!mayFreePlay(viewer)) return toast.info(t('errors.free_reject'), policies.freeRejectToast)
    if (!mayStart(state)) return
    dispatch({ type: 'start' })
    const wait = toast.pleaseWait()
    const outcome = submitted(await freePlay())
    toast.hide(wait)
    if (outcome === null) return
    if (!outcome.ok) return dispatch({ type: 'failed', reason: failureText(outcome, t) })
    dispatch({ type: 'started' })
    navigate(paths.home, { replace: true })
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-block"
        disabled={state.tag === 'starting'}
        aria-busy={state.tag === 'starting'}
        onClick={() => void start()}
      >
        {t('login.free_play')}
      </button>
      <FormError message={state.tag === 'refused' ? state.reason : null} />
    </>
  )
}
