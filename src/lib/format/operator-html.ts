import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify'
import { deepLinkOf, imageSourceAllowed, linkTargetOf } from '../deep-link'

/**
 * The one sanitiser for operator-authored HTML (help topics now; notices, inbox mails, promotion
 * remarks and terms later): DOMPurify with a mobile-app allowlist. Render the result only through
 * `OperatorHtml` (src/ui/operator-html.tsx), which also routes in-app links without a reload.
 *
 * - Tags: text formatting, lists, tables, images and links. No SVG, MathML, forms, frames, media,
 *   `<style>`, `style` or `class` attributes (app classes could draw a fake overlay), no `id`/`name`
 *   (DOM clobbering; SANITIZE_DOM and SANITIZE_NAMED_PROPS stay on as a second fence).
 * - Links (`linkTargetOf`, src/lib/deep-link.ts): `/m/...` paths stay in-app; `http:`/`https:` open
 *   in a new tab with rel="noopener noreferrer"; `mailto:`/`tel:` as they are; any other href goes.
 * - Platform link codes (`<a data-redirect="PROMO:spring-88">`, `deepLinkOf`): one that leads to a
 *   path or an address becomes that link's href; one that opens something in the app (app
 *   download, a game) or that we do not know stays as `data-redirect`, a button OperatorHtml
 *   hands to the app; a blocked one goes.
 * - Images: `https:` or same-origin `src` only (an image with any other source is dropped), lazy,
 *   no referrer; CSS keeps them within the screen.
 */

const allowedTags = [
  'p',
  'br',
  'hr',
  'span',
  'div',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'figure',
  'figcaption',
]
const allowedAttributes = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'start',
  'reversed',
  'dir',
  'lang',
]

export const operatorHtmlConfig = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: allowedAttributes,
  // A first fence only: the hooks below decide with the deep-link router. Paths must not be `//host`.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  SAFE_FOR_XML: true,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
  RETURN_TRUSTED_TYPE: false,
} satisfies Config

/** The attribute the operator's HTML carries a platform link code in (PLATFORM.md §7, ASSUMED name). */
export const redirectAttribute = 'data-redirect'

/**
 * A link with a platform code: a path or an address becomes its href (the code gone); what the app
 * opens itself, or a code we do not know, stays a code on a focusable button-like link without an
 * href; a blocked one is left a plain text run.
 */
const codedLink = (node: Element) => {
  const code = node.getAttribute(redirectAttribute) ?? ''
  const link = deepLinkOf(code, origin)
  node.removeAttribute(redirectAttribute)
  node.removeAttribute('href')
  if (link.kind === 'internal') node.setAttribute('href', link.path)
  else if (link.kind === 'external' || link.kind === 'contact') node.setAttribute('href', link.href)
  else if (link.kind !== 'blocked') {
    node.setAttribute(redirectAttribute, code.trim().slice(0, 200))
    node.setAttribute('role', 'button')
    node.setAttribute('tabindex', '0')
  }
}

let purifier: Purifier | undefined
/** The origin the hooks judge same-origin images and in-app links against (set per call). */
let origin = ''

const build = (): Purifier => {
  const instance = DOMPurify(window) // an instance of our own: its hooks never touch another caller's
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    // Judged with the link in afterSanitizeAttributes (no other data- attribute is kept).
    if (event.attrName === redirectAttribute) event.forceKeepAttr = node.nodeName === 'A'
    if (event.attrName === 'href') {
      const target = node.nodeName === 'A' ? linkTargetOf(event.attrValue, origin) : { kind: 'blocked' as const }
      if (target.kind === 'blocked') event.keepAttr = false
      else event.attrValue = target.kind === 'internal' ? target.path : target.href
    } else if (event.attrName === 'src') {
      if (node.nodeName !== 'IMG' || !imageSourceAllowed(event.attrValue, origin)) event.keepAttr = false
    }
  })
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      node.removeAttribute('target')
      if (node.hasAttribute(redirectAttribute)) codedLink(node)
      const target = linkTargetOf(node.getAttribute('href'), origin)
      if (target.kind === 'blocked') node.removeAttribute('href')
      if (target.kind === 'external') node.setAttribute('target', '_blank')
      if (target.kind === 'external' || target.kind === 'contact') node.setAttribute('rel', 'noopener noreferrer')
    } else if (node.nodeName === 'IMG') {
      if (!imageSourceAllowed(node.getAttribute('src'), origin)) {
        node.remove()
        return
      }
      node.setAttribute('loading', 'lazy')
      node.setAttribute('decoding', 'async')
      node.setAttribute('referrerpolicy', 'no-referrer')
    }
  })
  return instance
}

/**
 * Operator HTML made safe to render in the app's origin. `appOrigin` defaults to the page's own.
 * Where DOMPurify cannot run (no DOM), nothing is returned: an empty body, never the raw input.
 */
export const sanitizeOperatorHtml = (html: string, appOrigin: string = window.location.origin): string => {
  purifier ??= build()
  if (!purifier.isSupported) return ''
  origin = appOrigin
  return purifier.sanitize(html, operatorHtmlConfig)
}
