import { useAtomValue } from 'jotai'
import { MemberInfoView } from '@/features/account/components/member-info-view'
import { ProfileDetails } from '@/features/account/components/profile-details'
import { AvatarPicker } from '@/features/member/components/avatar-picker'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { Skeleton } from '@/ui/query-view'

/**
 * SPEC §2 my account (/m/myAccount/index), issue 11: the avatar where the site offers profile
 * pictures (PROFPIC3), and the member's details with their edits. The frame's guard has already
 * sent guests to login; member info arrives with the session's renewal.
 */
export default function MyAccountPage() {
  const pictures = useAtomValue(whitelabelAtom).has('PROFPIC3')
  return (
    <MemberInfoView skeleton={<Skeleton lines={6} className="member-page" />}>
      {(member) => (
        <div className="member-page my-account-page">
          {pictures && <AvatarPicker />}
          <ProfileDetails member={member} />
        </div>
      )}
    </MemberInfoView>
  )
}
