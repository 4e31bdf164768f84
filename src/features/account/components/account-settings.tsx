import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { paths } from '@/lib/routes/paths'
import { sessionAtom } from '@/lib/session/session-atoms'
import { SignOutButton } from './sign-out-button'
import './account.css'

/** SPEC §2 Settings: change password (no session: login) and logout after confirmation. */
export function AccountSettings() {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const session = useAtomValue(sessionAtom)
  return (
    <section className="settings-list" aria-label={t('titles.personal_settings')}>
      <button type="button" className="settings-item" onClick={() => navigate(session ? paths.changePassword : paths.login)}>
        {t('settings.change_password')}
      </button>
      {session && <SignOutButton className="btn btn-ghost btn-block" />}
    </section>
  )
}
