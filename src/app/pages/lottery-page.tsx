import { Suspense } from 'react'
import LotteryFramePage from '@/features/games/pages/lottery-frame-page'
import { Skeleton } from '@/ui/query-view'
import { lazyPage } from '../lazy-page'

/** The cashier's deposit, loaded when first opened over the lottery. */
const InGameDeposit = lazyPage(() => import('@/features/cashier/components/deposit-page'), 'cashier')

/** The lottery frame with the in-game deposit (PLATFORM.md §3): the games feature frames, the cashier deposits. */
export default function LotteryPage() {
  return (
    <LotteryFramePage
      deposit={
        <Suspense fallback={<Skeleton lines={6} />}>
          <InGameDeposit inGame />
        </Suspense>
      }
    />
  )
}
