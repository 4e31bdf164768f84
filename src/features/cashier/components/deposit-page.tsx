import { useHeldUntil } from '@/lib/effect/answered-within'
import { useAtom, useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { paths } from '@/lib/routes/paths'
import { useIdentityCheckOnArrival } from '@/lib/state/gates'
import { siteInfoAtom } from '@/lib/site/site-atoms'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { newDepositForm } from '@/domain/system'
import { QueryView, Skeleton } from '@/ui/query-view'
import { depositChannelsQuery, depositFormReadyAtom, openDepositAtom } from '../cashier-atoms'
import { DepositForm } from './deposit-form'
import { DepositResult } from './deposit-result'
import { RecordLink } from './record-link'
import './cashier.css'

/**
 * Deposit (SPEC §2 /m/voucherCenter, issue 12): an open order first (coming back resumes it),
 * else the form of the site's template (`newDepositForm`: dep_func 1, 'v2' or 'v3' the new one, else the base one).
 * The frame has already refused guests and types other than 0, 1, 2 (SPEC §5). `inGame` is the
 * platform's in-game deposit (PLATFORM.md §3 `depositMode: "inGame"`): the same deposit over a
 * running game, without the links that would leave it.
 */
export default function DepositPage({ inGame = false }: { readonly inGame?: boolean }) {
  const messageOf = useApiErrorMessage()
  useDepositCheckOnArrival(!inGame)
  const [open, setOpen] = useAtom(openDepositAtom)
  const [channels, dispatch] = useAtom(depositChannelsQuery)
  // The form waits for its promotions and the member's limits too (at most policies.formDataWait).
  const shown = useHeldUntil(channels, depositFormReadyAtom)
  const site = useAtomValue(siteInfoAtom)
  const template = site && newDepositForm(site.mobileTemplate) ? 'new' : 'base'
  return (
    <div className="cashier-page">
      {/* Over a game (the lottery's in-game deposit) nothing here leads away from it. */}
      {!inGame && <RecordLink to="depositRecord" />}
      {open ? (
        <DepositResult open={open} onDone={() => setOpen(null)} />
      ) : (
        <QueryView result={shown} onRetry={() => dispatch('refresh')} messageOf={messageOf} skeleton={<Skeleton lines={6} />}>
          {(setup) => <DepositForm setup={setup} template={template} inGame={inGame} />}
        </QueryView>
      )}
    </div>
  )
}

/**
 * The identity check before a deposit (PLATFORM.md §3 `beforeDepositVerification`), for a deposit
 * reached without the menus' check: a typed or bookmarked address, a link inside a page. Arriving
 * through a menu asks nothing twice: that check has passed, or was skipped for the session. A
 * mandatory check closed unanswered leaves for home; 'Verify now' has gone to the identity page.
 */
const useDepositCheckOnArrival = (enabled: boolean) => {
  const goOn = useIdentityCheckOnArrival('deposit', enabled)
  const [, navigate] = useLocation()
  useEffect(() => {
    if (goOn === false && location.pathname === paths.deposit) navigate(paths.home, { replace: true })
  }, [goOn, navigate])
}
