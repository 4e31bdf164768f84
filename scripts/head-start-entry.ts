/**
 * The entry of the inline head start (scripts/head-start-inline.ts builds it on its own and
 * inlines it into index.html): the document's address, storage, the app's configuration and
 * Device header, and the build's table of the first view and the app's entry, written into the
 * placeholders.
 */
import { config } from '@/lib/config'
import { startAppAfterFirstFrame, startHeadStart, type FirstView } from '@/lib/http/head-start'
import { deviceHeader } from '@/lib/platform'

declare const __APP_ENTRY__: string
declare const __HEAD_START_VIEW__: FirstView

// First, outside the try: nothing the head start meets may keep the app from starting.
startAppAfterFirstFrame(__APP_ENTRY__)
try {
  startHeadStart({
    here: location,
    storage: localStorage,
    device: deviceHeader(),
    apiBaseUrl: config.apiBaseUrl,
    merchant: config.merchant,
    view: __HEAD_START_VIEW__,
  })
} catch {
  // A storage or network surprise: the app asks for everything itself.
}
