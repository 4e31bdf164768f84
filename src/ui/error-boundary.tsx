import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from './empty-state'
import { forgetFailedImports, isChunkLoadError, retryWhenOnline } from './lazy-retry'
import './error-boundary.css'

export type ErrorFallbackProps = { error: unknown; reset: () => void }

export type ErrorBoundaryProps = {
  children?: ReactNode
  /** When this changes (e.g. the route), a caught error is cleared and the children render again. */
  resetKey?: unknown
  /** Called when the retry button is pressed, before the boundary resets (e.g. refetch). */
  onRetry?: () => void
  /** Report the error (logging); the boundary shows its fallback either way. */
  onError?: (error: unknown, info: ErrorInfo) => void
  /** Replace the default fallback. */
  fallback?: (props: ErrorFallbackProps) => ReactNode
}

type State = { failed: boolean; error: unknown }

function DefaultFallback({ error, reset }: ErrorFallbackProps) {
  const { t } = useTranslation('ui')
  // Code that did not arrive (offline, a new deploy) is not a bug: say so plainly.
  const chunk = isChunkLoadError(error)
  return (
    <div className="ui-error-boundary" role="alert">
      <EmptyState
        variant="error"
        message={t(chunk ? 'load_failed' : 'something_went_wrong')}
        {...(chunk ? {} : { hint: t('try_again_hint') })}
        onAction={reset}
        actionLabel={t('retry')}
      />
    </div>
  )
}

/** Catches render errors of its children and offers a retry. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false, error: undefined }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The failure is on screen now: a failed lazy import may be tried again on the next render
    // (Retry, or a return to the route). Not earlier: see forgetFailedImports.
    forgetFailedImports()
    if (isChunkLoadError(error)) this.stopWaiting = retryWhenOnline(this.retry, error.askedAt)
    this.props.onError?.(error, info)
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && !Object.is(previous.resetKey, this.props.resetKey)) this.reset()
  }

  override componentWillUnmount() {
    this.stopWaiting()
  }

  /** Stops waiting for the network to retry a failed import (retryWhenOnline). */
  private stopWaiting = () => {}

  reset = () => {
    this.stopWaiting()
    this.setState({ failed: false, error: undefined })
  }

  private retry = () => {
    this.props.onRetry?.()
    this.reset()
  }

  override render() {
    if (!this.state.failed) return this.props.children
    const props: ErrorFallbackProps = { error: this.state.error, reset: this.retry }
    return this.props.fallback ? this.props.fallback(props) : <DefaultFallback {...props} />
  }
}
