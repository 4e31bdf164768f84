import { toast } from './toast'

/**
 * Copies text a player will paste elsewhere (an account, a key, an address) and says whether it
 * worked: the clipboard is missing on insecure origins and may be refused by the browser.
 */
export const copyText = (text: string, messages: { readonly copied: string; readonly failed: string }) =>
  navigator.clipboard
    ? navigator.clipboard.writeText(text).then(
        () => void toast.success(messages.copied),
        () => void toast.failure(messages.failed),
      )
    : Promise.resolve(void toast.failure(messages.failed))
