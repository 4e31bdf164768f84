/**
 * The entry of the inline head start (scripts/head-start-inline.ts builds it on its own and
 * inlines it into index.html): the document's address, storage, the app's configuration and
 * Device header, and the build's table of the first view, the app's scripts and the words of a boot
 * that failed, written into the placeholders.
 */
import { config } from '@/lib/config'
import { startAppAfterFirstFrame, startHeadStart, type BootFailureTexts, type FirstView } from '@/lib/http/head-start'
import { deviceHeader } from '@/lib/platform'

declare const __APP_SCRIPTS__: ReadonlyArray<string>
declare const __HEAD_START_VIEW__: FirstView
declare const __BOOT_FAILURE__: BootFailureTexts

// First, outside the try: nothing the head start meets may keep the app from starting.
startAppAfterFirstFrame(__APP_SCRIPTS__, __BOOT_FAILURE__, () => localStorage)
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
