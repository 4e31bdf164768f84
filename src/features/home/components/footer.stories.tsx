import type { Story, StoryDefault } from '@ladle/react'
import { action } from '@ladle/react'
import { useState } from 'react'
import type { LanguageCode } from '@/domain/language'
import { Footer } from './footer'
import { StoryPage } from './story-kit'

export default { title: 'Home / Footer' } satisfies StoryDefault

const helpTitles = ['How to register', 'Deposits and withdrawals', 'Responsible gaming', 'Terms and conditions']

const videoBanners = [
  {
    id: 'v1',
    groupName: 'm_video' as const,
    url: '',
    title: 'How to deposit with an e-wallet',
    linkage: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
]

export const Full: Story = () => {
  const [language, setLanguage] = useState<LanguageCode>('EN')
  return (
    <StoryPage>
      <Footer
        languages={['EN', 'TY', 'CN', 'JA', 'TH', 'VI', 'FIL']}
        language={language}
        onLanguage={setLanguage}
        videoBanners={videoBanners}
        socialLinks={{
          youtube: 'https://youtube.example/wps',
          instagram: 'https://instagram.example/wps',
          facebook: 'https://facebook.example/wps',
          twitter: 'https://x.example/wps',
          tiktok: 'https://tiktok.example/wps',
          telegram: 'https://telegram.example/wps',
        }}
        paymentIcons={['card', 'bank', 'ewallet', 'qr', 'cash']}
        helpTitles={helpTitles}
        onHelp={action('onHelp')}
      />
    </StoryPage>
  )
}

export const Minimal18Plus: Story = () => (
  <StoryPage>
    <Footer
      languages={['EN', 'TY']}
      language="TY"
      onLanguage={action('onLanguage')}
      videoBanners={[]}
      socialLinks={{ facebook: 'https://facebook.example/wps' }}
      helpTitles={helpTitles.slice(0, 2)}
      onHelp={action('onHelp')}
      ageLimit={18}
    />
  </StoryPage>
)
