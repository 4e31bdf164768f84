import { describe, expect, it } from 'vitest'
import { allLanguages, localeOf } from '@/domain/language'
import { allNamespaces } from './namespaces'

/** Every locale carries every key en has, non-empty, with the same {{placeholders}}, in every namespace. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true })

const flatten = (value: unknown, prefix = ''): Array<[string, unknown]> =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key))
    : [[prefix, value]]

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()

const load = (locale: string, namespace: string) => {
  const module = files[`./locales/${locale}/${namespace}.json`]
  return module ? new Map(flatten(module.default)) : undefined
}

describe('locale files', () => {
  it('exist for every language of the app', () => {
    const locales = new Set(Object.keys(files).map((path) => path.split('/')[2]))
    expect([...locales].sort()).toEqual(allLanguages.map((code) => localeOf[code]).sort())
  })

  for (const namespace of allNamespaces) {
    const en = load('en', namespace)!
    for (const code of allLanguages) {
      const locale = localeOf[code]
      it(`${locale}/${namespace} has every key of en, translated, with the same placeholders`, () => {
        const strings = load(locale, namespace)
        expect(strings, `${locale}/${namespace}.json missing`).toBeDefined()
        const missing = [...en.keys()].filter((key) => !strings!.has(key))
        expect(missing).toEqual([])
        for (const [key, text] of en) {
          const translated = strings!.get(key)
          expect(typeof translated === 'string' && translated.trim().length > 0, `${locale}:${key}`).toBe(true)
          expect(placeholders(translated), `${locale}:${key}`).toEqual(placeholders(text))
        }
      })
    }
  }

  it.each(allLanguages.map((code) => localeOf[code]))(
    '%s names every page apart: two titles alike made two identical rows of the side menu (task and mission)',
    (locale) => {
      const titles = [...load(locale, 'common')!].filter(([key]) => key.startsWith('titles.')).map(([, text]) => text)
      expect(titles.filter((text, index) => titles.indexOf(text) !== index)).toEqual([])
    },
  )
})
