import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { DownloadAppIcon } from './download-app-icon'
import { StoryPage } from './story-kit'

export default { title: 'Home / Download app icon' } satisfies StoryDefault

export const InHeader: Story = () => (
  <StoryPage>
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        height: 'var(--header-h)',
        padding: '0 0.75rem',
        background: 'var(--c-header)',
        borderBottom: '1px solid var(--c-border)',
      }}
    >
      <strong>WPS</strong>
      <DownloadAppIcon visible onTap={action('onTap')} />
    </div>
  </StoryPage>
)

export const Hidden: Story = () => (
  <StoryPage padded>
    <DownloadAppIcon visible={false} onTap={action('onTap')} />
  </StoryPage>
)
