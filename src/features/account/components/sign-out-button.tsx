import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { ConfirmDialog, toast } from '@/ui'
import { logoutAtom } from '../account-atoms'

/**
 * SPEC §4 logout: confirm first, then a please-wait loader while the token is sent, then home,
 * replacing history, whether the call succeeded or not.
 */
export function SignOutButton({ className, onSignedOut }: { className: string; onSignedOut?: () => void }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const logout = useSetAtom(logoutAtom)
  const [confirming, setConfirming] = useState(false)
  const [leaving, setLeaving] = useState(false)

  const signOut = async () => {
    setConfirming(false)
    setLeaving(true)
    const wait = toast.pleaseWait()
    await logout()
    toast.hide(wait)
    onSignedOut?.()
    navigate('/m/home', { replace: true })
  }

  return (
    <>
      <button type="button" className={className} disabled={leaving} onClick={() => setConfirming(true)}>
        {t('settings.logout')}
      </button>
      <ConfirmDialog
        open={confirming}
        message={t('settings.logout_confirm')}
        confirmLabel={t('settings.logout')}
        onConfirm={() => void signOut()}
        onCancel={() => setConfirming(false)}
        destructive
      />
    </>
  )
}
