import { useAtomValue } from 'jotai'
import { ProfileDetails } from '@/features/account/components/profile-details'
import { AvatarPicker } from '@/features/member/components/avatar-picker'
import { memberAtom } from '@/lib/session/session-atoms'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { Skeleton } from '@/ui/query-view'

/**
 * SPEC §2 my account (/m/myAccount/index), issue 11: the avatar where the site offers profile
 * pictures (PROFPIC3), and the member's details with their edits. The frame's guard has already
 * sent guests to login; member info arrives with the session's renewal.
 */
export default function MyAccountPage() {
  const member = useAtomValue(memberAtom)
  const pictures = useAtomValue(whitelabelAtom).has('PROFPIC3')
  if (!member) return <Skeleton lines={6} className="member-page" />
  return (
    <div className="member-page my-account-page">
      {pictures && <AvatarPicker />}
      <ProfileDetails member={member} />
    </div>
  )
}
