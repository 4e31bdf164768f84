import type { Story, StoryDefault } from '@ladle/react'
import { StoryPage } from '@/ui/story-frame'
import type { DepositLimit } from '@/domain/deposit-limits'
import { LimitRow } from './responsible-page'
import '@/ui/card.css'
import './responsible.css'

export default { title: 'Responsible gaming / Deposit limits' } satisfies StoryDefault

const tomorrow = Date.now() + 86_400_000

/** Every state a period's limit can be in, as the page's card lists them. */
const limits: ReadonlyArray<DepositLimit> = [
  { period: 'DAILY', amount: 1_000, used: 650, pending: { amount: 3_000, effectiveAt: tomorrow } },
  { period: 'WEEKLY', amount: 5_000, used: 5_000, pending: { amount: null, effectiveAt: tomorrow } },
  { period: 'MONTHLY', amount: null, used: 12_400, pending: null },
]

/** A limit partly used with a rise waiting; one used up with its removal waiting; none. Change opens the form. */
export const States: Story = () => (
  <StoryPage padded>
    <section className="ui-card responsible-card">
      <ul className="limit-list">
        {limits.map((limit) => (
          <li key={limit.period}>
            <LimitRow limit={limit} />
          </li>
        ))}
      </ul>
    </section>
  </StoryPage>
)
