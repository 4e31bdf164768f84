import type { Story, StoryDefault } from '@ladle/react'
import { StoryPage } from '@/ui/story-frame'
import { ContractCard, TermsTable } from './contract-card'
import { SalaryContractPage } from './contract-page'

export default { title: 'Agent / Contracts' } satisfies StoryDefault

const since = Date.UTC(2026, 9, 28, 4)
const salaryTerms = [
  { threshold: 10_000, activeMembers: 3, rate: 0.5 },
  { threshold: 50_000, activeMembers: 8, rate: 1 },
  { threshold: 200_000, activeMembers: 15, rate: 1.5 },
]

/** The contract card: terms in force of each kind, and a member who has none yet. */
export const ContractCards: Story = () => (
  <StoryPage padded>
    <ContractCard kind="salary" contract={{ contractId: 'C-1', upline: 'wpsmaster', terms: salaryTerms, since }} />
    <ContractCard
      kind="dividend"
      contract={{
        contractId: 'C-2',
        upline: 'agent01',
        terms: [
          { threshold: 5_000, activeMembers: 3, rate: 10 },
          { threshold: 1_250_000.5, activeMembers: 120, rate: 32.25 },
        ],
        since,
      }}
    />
    <ContractCard kind="hourly" contract={null} />
  </StoryPage>
)

/** A tier table alone, as the request card sets the current and offered terms one above the other. */
export const Terms: Story = () => (
  <StoryPage padded>
    <TermsTable kind="salary" terms={salaryTerms} caption="Now" />
    <TermsTable kind="salary" terms={salaryTerms.map((tier) => ({ ...tier, rate: tier.rate + 0.2 }))} caption="Offered" />
  </StoryPage>
)

/** Over the harness: the QA account as an agent (type 1) with a salary request from its upline waiting. */
export const SalaryWithRequest: Story = () => <SalaryContractPage />
SalaryWithRequest.meta = { scenario: { memberType: 1, pendingContracts: ['salary'] }, path: '/m/member/agent/getSalaryContract' }
