import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { Modal } from './modal'
import { StoryFrame } from './story-frame'
import './button.css'

export default { title: 'UI / Modal' } satisfies StoryDefault

const text = {
  open: 'Open modal',
  title: 'Announcement',
  body: 'Deposits are processed within 5 minutes. Contact support if your balance has not updated.',
  later: 'Later',
  go: 'Deposit now',
  long: 'Terms and conditions',
}

const useOpen = () => {
  const [open, setOpen] = useState(true)
  return { open, show: () => setOpen(true), hide: () => setOpen(false) }
}

const Opener = ({ onClick }: { onClick: () => void }) => (
  <button type="button" className="ui-btn ui-btn--primary" onClick={onClick}>
    {text.open}
  </button>
)

export const WithFooter: Story = () => {
  const { open, show, hide } = useOpen()
  return (
    <StoryFrame>
      <Opener onClick={show} />
      <Modal
        open={open}
        onClose={hide}
        title={text.title}
        buttons={[
          { label: text.later, onClick: hide },
          { label: text.go, onClick: hide, variant: 'primary' },
        ]}
      >
        <p style={{ margin: 0 }}>{text.body}</p>
      </Modal>
    </StoryFrame>
  )
}

export const WithoutFooter: Story = () => {
  const { open, show, hide } = useOpen()
  return (
    <StoryFrame>
      <Opener onClick={show} />
      <Modal open={open} onClose={hide} title={text.title}>
        <p style={{ margin: 0 }}>{text.body}</p>
      </Modal>
    </StoryFrame>
  )
}

export const MaskDoesNotClose: Story = () => {
  const { open, show, hide } = useOpen()
  return (
    <StoryFrame>
      <Opener onClick={show} />
      <Modal open={open} onClose={hide} title={text.title} closeOnMask={false} buttons={[{ label: text.go, onClick: hide }]}>
        <p style={{ margin: 0 }}>{text.body}</p>
      </Modal>
    </StoryFrame>
  )
}

export const LongContent: Story = () => {
  const { open, show, hide } = useOpen()
  return (
    <StoryFrame>
      <Opener onClick={show} />
      <Modal open={open} onClose={hide} title={text.long} buttons={[{ label: text.later, onClick: hide }]}>
        {Array.from({ length: 14 }, (_, index) => (
          <p key={index}>{text.body}</p>
        ))}
      </Modal>
    </StoryFrame>
  )
}
