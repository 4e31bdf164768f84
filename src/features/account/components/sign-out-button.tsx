import { useSetAtom } from 'jotai'
import { useReducer } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { paths } from '@/lib/routes/paths'
import { ConfirmDialog, toast } from '@/ui'
import { logoutAtom } from '../account-atoms'
import { logoutTransition } from '../logout-machine'

/**
 * SPEC §4 logout: confirm first, then a please-wait loader while the token is sent, then home,
 * replacing history, whether the call succeeded or not.
 */
export function SignOutButton({ className, onSignedOut }: { className: string; onSignedOut?: () => void }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const logout = useSetAtom(logoutAtom)
  const [state, dispatch] = useReducer(logoutTransition, 'idle')

  const signOut = async () => {
    if (state !== 'confirming') return
    dispatch('confirm')
    const wait = toast.pleaseWait()
    await logout(() => {
      toast.hide(wait)
      dispatch('left')
      onSignedOut?.()
      navigate(paths.home, { replace: true })
    })
  }

  return (
    <>
      <button type="button" className={className} disabled={state === 'leaving'} onClick={() => dispatch('ask')}>
        {t('settings.logout')}
      </button>
      <ConfirmDialog
        open={state === 'confirming'}
        message={t('settings.logout_confirm')}
        confirmLabel={t('settings.logout')}
        onConfirm={() => void signOut()}
        onCancel={() => dispatch('cancel')}
        destructive
      />
    </>
  )
}
