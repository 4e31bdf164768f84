import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { Select, type SelectOption } from './select'
import { StoryFrame } from './story-frame'

export default { title: 'UI / Select' } satisfies StoryDefault

const text = { language: 'Language', bank: 'Bank', chooseBank: 'Choose your bank' }

const languages: ReadonlyArray<SelectOption> = [
  { value: 'EN', label: 'English' },
  { value: 'TY', label: 'Tagalog' },
  { value: 'CN', label: '简体中文' },
  { value: 'JA', label: '日本語' },
  { value: 'TH', label: 'ไทย' },
  { value: 'VI', label: 'Tiếng Việt' },
  { value: 'FIL', label: 'Filipino' },
]

const banks: ReadonlyArray<SelectOption<number>> = [
  { value: 1, label: 'BDO Unibank' },
  { value: 2, label: 'Bank of the Philippine Islands' },
  { value: 3, label: 'Metrobank' },
  { value: 4, label: 'Landbank (maintenance)', disabled: true },
  { value: 5, label: 'GCash' },
]

export const Languages: Story = () => {
  const [value, setValue] = useState<string | undefined>('EN')
  return (
    <StoryFrame>
      <div style={{ width: '100%' }}>
        <Select label={text.language} options={languages} value={value} onChange={setValue} />
      </div>
    </StoryFrame>
  )
}

export const PlaceholderAndVisibleLabel: Story = () => {
  const [value, setValue] = useState<number | undefined>(undefined)
  return (
    <StoryFrame>
      <div style={{ width: '100%' }}>
        <Select label={text.bank} showLabel options={banks} value={value} onChange={setValue} />
      </div>
      <div style={{ width: '100%' }}>
        <Select label={text.bank} showLabel placeholder={text.chooseBank} options={banks} value={value} onChange={setValue} />
      </div>
      <div style={{ width: '100%' }}>
        <Select label={text.bank} showLabel disabled options={banks} value={3} onChange={() => {}} />
      </div>
    </StoryFrame>
  )
}
