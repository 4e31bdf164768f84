import type { Story, StoryDefault } from '@ladle/react'
import { StoryScreen } from '@/ui/story-frame'
import AuthPage from './auth-page'

/** Login and register, one page with two tabs; the tab follows the path. */
export default { title: 'Pages / Auth' } satisfies StoryDefault

export const LoginTab: Story = () => (
  <StoryScreen>
    <AuthPage />
  </StoryScreen>
)
LoginTab.meta = { path: '/m/login' }

export const RegisterTab: Story = () => (
  <StoryScreen>
    <AuthPage />
  </StoryScreen>
)
RegisterTab.meta = { path: '/m/register', modules: ['REG3', 'MOBILENUMREG3'] }

export const RegisterByMobileOnly: Story = () => (
  <StoryScreen>
    <AuthPage />
  </StoryScreen>
)
RegisterByMobileOnly.meta = { path: '/m/register', modules: ['MOBILENUMREG3'] }
