import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { sessionAtom } from '@/lib/session/session-atoms'
import { ConfirmDialog, toast } from '@/ui'
import { logoutAtom } from '../account-atoms'
import './account.css'

/** SPEC §2 Settings: change password (no session: login) and logout after confirmation. */
export function AccountSettings() {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const session = useAtomValue(sessionAtom)
  const logout = useSetAtom(logoutAtom)
  const [confirming, setConfirming] = useState(false)
  const [leaving, setLeaving] = useState(false)

  const signOut = async () => {
    setConfirming(false)
    setLeaving(true)
    const wait = toast.pleaseWait()
    await logout()
    toast.hide(wait)
    navigate('/m/home', { replace: true })
  }

  return (
    <section className="settings-list" aria-label={t('titles.personal_settings')}>
      <button
        type="button"
        className="settings-item"
        onClick={() => navigate(session ? '/m/changePsw' : '/m/login')}
      >
        {t('settings.change_password')}
      </button>
      {session && (
        <button type="button" className="btn btn-ghost btn-block" disabled={leaving} onClick={() => setConfirming(true)}>
          {t('settings.logout')}
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        message={t('settings.logout_confirm')}
        confirmLabel={t('settings.logout')}
        onConfirm={() => void signOut()}
        onCancel={() => setConfirming(false)}
        destructive
      />
    </section>
  )
}
