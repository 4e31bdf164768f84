import { useAtomValue, useSetAtom } from 'jotai'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { MemberInfo } from '@/domain/member'
import { memberAtom, memberInfoArrival, renewMemberAtom } from '@/lib/session/session-atoms'
import { EmptyState } from '@/ui'

/**
 * A screen drawn from the member's info (renewed with the session, SPEC §3): its skeleton while the
 * info comes; once the renewal has ended without it, the load failure with Retry, which asks again.
 * Never a blank page, nor a skeleton for ever.
 */
export function MemberInfoView({
  skeleton,
  children,
}: {
  readonly skeleton: ReactNode
  readonly children: (member: MemberInfo) => ReactNode
}) {
  const { t } = useTranslation('ui')
  const member = useAtomValue(memberAtom)
  const arrived = useAtomValue(memberInfoArrival.arrived)
  const renew = useSetAtom(renewMemberAtom)
  const [asking, setAsking] = useState(false)
  if (member) return children(member)
  if (!arrived || asking) return skeleton
  const retry = async () => {
    setAsking(true)
    await renew()
    setAsking(false)
  }
  return <EmptyState variant="error" message={t('load_failed')} onAction={() => void retry()} />
}
