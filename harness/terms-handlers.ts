import { termsFixtures } from '../fixtures/terms'
import { hostileHtml } from '../fixtures/hostile-html'
import { terms } from '../src/features/terms/terms-endpoints'
import type { EndpointKit } from './handlers'

/**
 * Scenario hostileHtml: the terms carry a script, inline handlers and a javascript: link after their
 * own text (fixtures/hostile-html.ts), which the sanitiser must neutralise while the rest shows.
 */
const hostileIds = new Set(['script element', 'event handlers', 'js: plain'])
const hostileTail = hostileHtml
  .filter((entry) => hostileIds.has(entry.id))
  .map((entry) => entry.html)
  .join('')

/** The operator's terms (ASSUMED call, src/features/terms/terms-schema.ts): by kind and language, English when the language has none. */
export const termsHandlers = ({ store, serve }: EndpointKit) =>
  serve(terms, ({ query }) => {
    const byLanguage = termsFixtures[query.type]
    const text = byLanguage[query.lang] ?? byLanguage.EN ?? { title: '', content: '' }
    return store.get().hostileHtml ? { ...text, content: text.content + hostileTail } : text
  })
