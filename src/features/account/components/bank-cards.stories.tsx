import type { Story, StoryDefault } from '@ladle/react'
import { AddBankCardPage, BankCardsPage } from './bank-cards'

export default { title: 'Security / Bank cards' } satisfies StoryDefault

/** The QA account over the harness: no card yet, and no payment password, so the form asks for one first. */
export const AddCardForm: Story = () => <AddBankCardPage />
AddCardForm.meta = { scenario: { memberType: 0 }, path: '/m/securityCenter/addBankCard' }

export const NoCardYet: Story = () => <BankCardsPage />
NoCardYet.meta = { scenario: { memberType: 0 }, path: '/m/myBankCards' }

/** A virtual account may not bind a card. */
export const VirtualAccount: Story = () => <BankCardsPage />
VirtualAccount.meta = { scenario: { memberType: 40 }, path: '/m/myBankCards' }
