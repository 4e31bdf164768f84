import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { ConfirmDialog } from './confirm-dialog'
import { StoryFrame } from './story-frame'
import './button.css'

export default { title: 'UI / ConfirmDialog' } satisfies StoryDefault

const text = {
  open: 'Log out',
  title: 'Log out',
  message: 'Are you sure you want to log out?',
  deleteMessage: 'Delete all read messages?\nThis cannot be undone.',
  deleteLabel: 'Delete',
}

export const Default: Story = () => {
  const [open, setOpen] = useState(true)
  return (
    <StoryFrame>
      <button type="button" className="ui-btn ui-btn--primary" onClick={() => setOpen(true)}>
        {text.open}
      </button>
      <ConfirmDialog
        open={open}
        title={text.title}
        message={text.message}
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </StoryFrame>
  )
}

export const DestructiveWithoutTitle: Story = () => {
  const [open, setOpen] = useState(true)
  return (
    <StoryFrame>
      <button type="button" className="ui-btn ui-btn--primary" onClick={() => setOpen(true)}>
        {text.deleteLabel}
      </button>
      <ConfirmDialog
        open={open}
        destructive
        message={text.deleteMessage}
        confirmLabel={text.deleteLabel}
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </StoryFrame>
  )
}
