import { onDemand } from './on-demand'
import type { OperatorHtmlProps } from './operator-html'

/**
 * The sanitiser (DOMPurify, 11 KB brotli) for screens whose operator HTML shows only after a tap:
 * a promotion's rules, a mail, a notice. Their first screen arrives without it. (Home's popups load
 * OperatorHtml with their list themselves: this module on home's first paint would cost it 0.6 KB.)
 */
const sanitiser = onDemand<OperatorHtmlProps>(() => import('./operator-html').then((module) => module.OperatorHtml))

/** OperatorHtml, its code fetched at its first render if it has not come yet (on-demand.tsx). */
export const OperatorHtmlOnDemand = sanitiser.Component
/** For a screen that will show operator HTML after a tap; `now` when what shows it is opening. */
export const useOperatorHtmlSoon = sanitiser.useSoon
