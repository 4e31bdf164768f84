/**
 * The entry of the inline head start (scripts/head-start-inline.ts builds it on its own and
 * inlines it into index.html): the document's address, storage, the app's configuration and
 * Device header, and the build's table of the first view, written into the placeholder.
 */
import { config } from '@/lib/config'
import { startHeadStart, type FirstView } from '@/lib/http/head-start'
import { deviceHeader } from '@/lib/platform'

declare const __HEAD_START_VIEW__: FirstView

startHeadStart({
  here: location,
  storage: localStorage,
  device: deviceHeader(),
  apiBaseUrl: config.apiBaseUrl,
  merchant: config.merchant,
  view: __HEAD_START_VIEW__,
})
