import { SignOutButton } from '@/features/account/components/sign-out-button'
import { SecurityCentre } from '@/features/security/components/security-centre'
import { isMayaSite } from '@/lib/platform'

/**
 * SPEC §2 security centre (/m/securityCenter), issue 11: the centre's list, and sign-out at its
 * foot (LOGOUT), which the Maya white-label hides with the other items PLATFORM.md §2 names.
 */
export default function SecurityCentrePage() {
  const maya = isMayaSite()
  return (
    <div className="page-plain security-page">
      <SecurityCentre maya={maya} footer={!maya && <SignOutButton className="btn btn-ghost btn-block" />} />
    </div>
  )
}
