import { useAtomValue } from 'jotai'
import { Option } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { kycSettingsQuery, kycStatusQuery } from '@/features/account/account-atoms'
import { hasPaymentPasswordQuery } from '@/features/account/password-atoms'
import { identityStepOf } from '@/features/account/kyc-rules'
import { SliderChallenge } from '@/features/account/components/slider-challenge'
import { useSendVerifiedCode } from '@/features/account/components/use-send-verified-code'
import { RecordLink } from '@/features/cashier/components/record-link'
import { WithdrawView } from '@/features/cashier/components/withdraw-view'
import { GameWalletsBack } from '@/features/member/components/game-wallets-back'
import '@/features/cashier/components/cashier.css'
import { mainBalanceOf } from '@/domain/member'
import { retryFailedQueries } from '@/lib/effect/query-atom'
import { isMayaSite } from '@/lib/platform'
import { paths } from '@/lib/routes/paths'
import { memberAtom, walletQuery } from '@/lib/session/session-atoms'
import { whitelabelAtom } from '@/lib/site/site-atoms'
import { QueryView, Skeleton } from '@/ui/query-view'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'

/**
 * Withdraw (SPEC §2 /m/withdraw, issue 12): the cashier's withdraw view, told what it needs from
 * the member's security (payment password, phone, the identity check) and wallet. The identity
 * check stands in the way only where it is mandatory before a withdrawal; a skippable one is
 * asked by the gate on the way in. On a transfer-wallet site the game wallets' money is brought
 * back to the main wallet first (GameWalletsBack), so all of it can be withdrawn.
 */
export default function WithdrawPage() {
  const messageOf = useApiErrorMessage()
  const hasPassword = useAtomValue(hasPaymentPasswordQuery)
  const kycSettings = useAtomValue(kycSettingsQuery)
  const kycStatus = useAtomValue(kycStatusQuery)
  const member = useAtomValue(memberAtom)
  const wallet = useAtomValue(walletQuery)
  // What can be withdrawn is the balance's: with no balance known yet, wait for it or say why it did
  // not come, rather than offer ₱0. A known balance stands while the header refreshes it.
  const balance = Option.match(AsyncResult.value(wallet), { onNone: () => wallet, onSome: (known) => AsyncResult.success(known) })
  const flags = useAtomValue(whitelabelAtom)
  const sendCode = useSendVerifiedCode('WITHDRAW')

  return (
    <div className="cashier-page">
      <RecordLink to="withdrawRecord" />
      <GameWalletsBack />
      <QueryView
        result={AsyncResult.all([hasPassword, balance])}
        // Whichever of the two failed (retryFailedQueries: every failed query on screen asks again).
        onRetry={retryFailedQueries}
        messageOf={messageOf}
        skeleton={<Skeleton lines={6} />}
      >
        {([exists, known]) => (
          <WithdrawView
            context={{
              mainBalance: mainBalanceOf(known),
              paymentPasswordNeeded: !flags.has('WDRAWNOPASSVERIF3'),
              hasPaymentPassword: exists,
              phoneVerified: member?.mobileVerified === true,
              identity: identityStepOf(
                AsyncResult.getOrElse(kycSettings, () => null),
                AsyncResult.getOrElse(kycStatus, () => null),
                'withdraw',
              ),
              forgotPassword: flags.has('RESPAYPASS3') && exists ? paths.forgetFundsPassword : null,
              sendCode,
              maya: isMayaSite(),
            }}
          />
        )}
      </QueryView>
      {/* The human check before the withdrawal's SMS code (PLATFORM.md §2). */}
      <SliderChallenge />
    </div>
  )
}
