import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import ChangePassword, { useForcedChangeAtOpening } from '@/features/account/components/change-password-form'
import { VerifiedFirst } from '@/features/security/components/verified-first'
import { paths } from '@/lib/routes/paths'

/**
 * /m/changePsw and the centre's /m/securityCenter/loginChange: the form, after any verification the
 * site asks first (PLATFORM.md §2). A forced first change after login is not held up: the account
 * cannot be used until it is done.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation()
  const [location] = useLocation()
  const forced = useForcedChangeAtOpening() !== null
  // The centre's address has its header; /m/changePsw has none, so the page names itself.
  const heading = location === paths.loginChange ? null : <h1 className="auth-title">{t('titles.change_password')}</h1>
  return forced ? (
    <ChangePassword />
  ) : (
    <VerifiedFirst password="login" heading={heading}>
      <ChangePassword />
    </VerifiedFirst>
  )
}
