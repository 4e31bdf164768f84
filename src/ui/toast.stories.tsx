import type { Story, StoryDefault } from '@ladle/react'
import { useEffect } from 'react'
import { StoryFrame, StoryRow } from './story-frame'
import { toast, ToastHost } from './toast'
import './button.css'

export default { title: 'UI / Toast' } satisfies StoryDefault

const text = {
  loading: 'Loading',
  pleaseWait: 'Please wait',
  success: 'Success',
  failure: 'Failure',
  info: 'Info',
  hideAll: 'Hide all',
  saved: 'Saved successfully',
  failed: 'Network error, please try again later',
  infoMessage: 'Coming soon',
}

export const Buttons: Story = () => (
  <StoryFrame>
    <StoryRow>
      <button type="button" className="ui-btn ui-btn--secondary" onClick={() => toast.loading(undefined, 3000)}>
        {text.loading}
      </button>
      <button type="button" className="ui-btn ui-btn--secondary" onClick={() => toast.pleaseWait(undefined, 3000)}>
        {text.pleaseWait}
      </button>
      <button type="button" className="ui-btn ui-btn--secondary" onClick={() => toast.success(text.saved)}>
        {text.success}
      </button>
      <button type="button" className="ui-btn ui-btn--secondary" onClick={() => toast.failure(text.failed)}>
        {text.failure}
      </button>
      <button type="button" className="ui-btn ui-btn--secondary" onClick={() => toast.info(text.infoMessage)}>
        {text.info}
      </button>
      <button type="button" className="ui-btn ui-btn--primary" onClick={() => toast.hideAll()}>
        {text.hideAll}
      </button>
    </StoryRow>
    <ToastHost />
  </StoryFrame>
)

// Each of these shows one kind and keeps it up, for looking at it.
const Showing = ({ show }: { show: () => number }) => {
  useEffect(() => {
    const id = show()
    return () => toast.hide(id)
  }, [show])
  return (
    <StoryFrame>
      <ToastHost />
    </StoryFrame>
  )
}

const showLoading = () => toast.loading(undefined, Number.POSITIVE_INFINITY)
const showSuccess = () => toast.success(text.saved, Number.POSITIVE_INFINITY)
const showFailure = () => toast.failure(text.failed, Number.POSITIVE_INFINITY)

export const LoadingShown: Story = () => <Showing show={showLoading} />
export const SuccessShown: Story = () => <Showing show={showSuccess} />
export const FailureShown: Story = () => <Showing show={showFailure} />
