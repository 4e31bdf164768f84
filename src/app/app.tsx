import { Provider } from 'jotai'
import { I18nextProvider } from 'react-i18next'
import { Router } from 'wouter'
import { i18n } from '@/lib/i18n/i18n'
import { useTransitionLocation, useTransitionSearch } from '@/lib/routes/transition-location'
import { ErrorBoundary, ToastHost } from '@/ui'
import { ErrorGate } from './error-gate'
import { Frame } from './frame/frame'
import { useLiveRefresh } from './live-refresh'
import { appStore } from './runtime'

function Shell() {
  useLiveRefresh()
  return (
    <ErrorGate>
      <Frame />
    </ErrorGate>
  )
}

export function App() {
  return (
    <Provider store={appStore}>
      <I18nextProvider i18n={i18n}>
        <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
          <ErrorBoundary>
            <Shell />
          </ErrorBoundary>
        </Router>
        <ToastHost />
      </I18nextProvider>
    </Provider>
  )
}
