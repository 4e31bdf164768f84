import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { storyVendors, StoryPage } from './story-kit'
import { VendorTile } from './vendor-tile'

export default { title: 'Games / Vendor tile' } satisfies StoryDefault

export const Vendors: Story = () => (
  <StoryPage padded>
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '0.625rem' }}>
      {storyVendors.map((vendor) => (
        <VendorTile key={vendor.vassalage} vendor={vendor} onLaunch={action('onLaunch')} />
      ))}
    </div>
  </StoryPage>
)
