import { useAtomValue } from 'jotai'
import { AsyncResult } from 'effect/reactivity'
import { hasPaymentPasswordQuery } from '@/features/account/password-atoms'
import { MallView } from '@/features/mall/components/mall-view'

/**
 * The points mall (SPEC §2 /m/mall/mallHome, issue 14): the mall, told whether the member has a
 * payment password to redeem with (the security centre's own question); without one, Redeem
 * leads to setting it.
 */
export default function MallPage() {
  const hasPassword = useAtomValue(hasPaymentPasswordQuery)
  return <MallView hasPaymentPassword={AsyncResult.getOrElse(hasPassword, () => true)} />
}
