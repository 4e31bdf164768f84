import { createContext } from 'react'
import type { DeepLink } from '@/lib/deep-link'

/**
 * Who carries out a deep link the app opens itself (app download, a game), or does not know
 * (logged): the app's frame provides it (src/app/frame/use-follow-deep-link.ts), for banners and
 * for the platform codes in operator HTML. Apart from OperatorHtml, so that providing it does not
 * bring the sanitiser into the frame's code. Without a provider such a link does nothing.
 */
/** `label`: the link's own words (a game link names the game the frame is then titled with). */
export const DeepLinkContext = createContext<(link: DeepLink, label?: string) => void>(() => undefined)
