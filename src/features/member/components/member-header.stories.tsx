import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { useState } from 'react'
import type { Wallet } from '@/domain/member'
import { StoryPage } from '@/ui/story-frame'
import { MemberHeader, type MemberHeaderProps } from './member-header'
import { MemberMenu } from './member-menu'
import { VipProgress } from './vip-progress'
import { WalletCard } from './wallet-card'
import './member.css'

export default { title: 'Member / Member centre' } satisfies StoryDefault

const avatar = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#b8860b"/><circle cx="48" cy="38" r="18" fill="#fff" opacity=".85"/><path d="M16 96c4-22 18-32 32-32s28 10 32 32" fill="#fff" opacity=".85"/></svg>',
)}`

const header: MemberHeaderProps = {
  greeting: 'morning',
  name: 'Lucky Star',
  account: 'player01',
  avatarUrl: avatar,
  vipLabel: { name: 'Gold', color: '#f5c542', color2: '#b8860b' },
  balance: { currencySymbol: '₱', sumBalance: 12_345.5 },
  hidden: false,
  onToggleHidden: action('onToggleHidden'),
  refreshing: false,
  onRefresh: action('onRefresh'),
  onCopyAccount: action('onCopyAccount'),
}

/** The header with its hide/show switch working, as on the page. */
function LiveHeader(props: Partial<MemberHeaderProps>) {
  const [hidden, setHidden] = useState(false)
  return <MemberHeader {...header} hidden={hidden} onToggleHidden={() => setHidden(!hidden)} {...props} />
}

export const Header: Story = () => (
  <StoryPage>
    <LiveHeader />
  </StoryPage>
)

export const HeaderByHour: Story = () => (
  <StoryPage>
    {(['morning', 'early_afternoon', 'late_afternoon', 'evening'] as const).map((greeting) => (
      <LiveHeader key={greeting} greeting={greeting} />
    ))}
  </StoryPage>
)

export const HeaderVariants: Story = () => (
  <StoryPage>
    <LiveHeader avatarUrl={null} vipLabel={{ name: 'Diamond', color: '#1a237e', color2: '#3949ab' }} refreshing />
    <LiveHeader name="player02" account="player02" vipLabel={null} balance={null} />
    <LiveHeader vipLabel={{ name: 'Silver' }} balance={{ currencySymbol: '₱', sumBalance: 98_765_432.1 }} />
  </StoryPage>
)

export const VipCard: Story = () => (
  <StoryPage>
    <VipProgress
      progress={{
        playerRankName: 'Gold',
        nextRankName: 'Platinum',
        currentProgress: { completedConditions: 3, totalExpectedConditions: 5 },
      }}
      benefitsLink
    />
    <VipProgress
      progress={{ playerRankName: 'Diamond', nextRankName: null, currentProgress: { completedConditions: 0, totalExpectedConditions: 0 } }}
      benefitsLink
    />
  </StoryPage>
)

const transferWallet: Wallet = {
  currencySymbol: '₱',
  sumBalance: 12_345.5,
  balance: [
    { accountTypeId: 2, accountId: 'MAIN', displayName: 'Main wallet', availBalance: 9_845.5, status: 'OK' },
    { accountTypeId: 11, accountId: 'JILI', displayName: 'JILI Slots', availBalance: 1_500, status: 'OK' },
    { accountTypeId: 12, accountId: 'EVO', displayName: 'Evolution Live', availBalance: 500, status: 'OK' },
    { accountTypeId: 13, accountId: 'PG', displayName: 'PG Soft', availBalance: 0, status: '1' },
    { accountTypeId: 14, accountId: 'SABA', displayName: 'SABA Sports', availBalance: 500, status: '3' },
  ],
}

export const Wallets: Story = () => (
  <StoryPage>
    <WalletCard
      wallet={{ currencySymbol: '₱', sumBalance: 12_345.5 }}
      hidden={false}
      transfer={false}
      canTransfer
      returning={false}
      onReturnAll={action('onReturnAll')}
      onTransfer={action('onTransfer')}
    />
    <WalletCard
      wallet={transferWallet}
      hidden={false}
      transfer
      canTransfer
      returning={false}
      onReturnAll={action('onReturnAll')}
      onTransfer={action('onTransfer')}
    />
    <WalletCard
      wallet={transferWallet}
      hidden
      transfer
      canTransfer
      returning
      onReturnAll={action('onReturnAll')}
      onTransfer={action('onTransfer')}
    />
  </StoryPage>
)

const items = [
  'deposit',
  'withdraw',
  'betting_record',
  'account_record',
  'profit_and_loss',
  'reward_center',
  'points_mall',
  'vip',
  'security_center',
  'my_account',
  'inbox',
  'task',
].map((id) => ({ id, label: id.replace(/_/g, ' '), ...(id === 'inbox' ? { badge: 120 } : {}), onSelect: action(id) }))

export const MenuGrid: Story = () => (
  <StoryPage>
    <MemberMenu items={items} layout="grid" />
  </StoryPage>
)

export const MenuList: Story = () => (
  <StoryPage>
    <MemberMenu items={items} layout="list" />
  </StoryPage>
)
