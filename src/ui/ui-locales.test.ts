import { describe, expect, it } from 'vitest'

// Every locale's ui.json must carry exactly the keys of en, with the same {{placeholders}}.
const files = import.meta.glob<{ default: Record<string, string> }>('../lib/i18n/locales/*/ui.json', { eager: true })
const byLocale = Object.fromEntries(
  Object.entries(files).map(([path, module]) => [path.split('/').at(-2) ?? path, module.default]),
)
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()

describe('ui locale files', () => {
  const en = byLocale['en']
  if (!en) throw new Error('en/ui.json missing')

  it('exist for all seven locales', () => {
    expect(Object.keys(byLocale).sort()).toEqual(['en', 'fil', 'ja', 'th', 'ty', 'vi', 'zh-CN'])
  })

  for (const [locale, strings] of Object.entries(byLocale)) {
    it(`${locale} has exactly the keys of en, all non-empty, with the same placeholders`, () => {
      expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort())
      for (const [key, text] of Object.entries(strings)) {
        expect(typeof text === 'string' && text.trim().length > 0, `${locale}:${key}`).toBe(true)
        expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(en[key] ?? ''))
      }
    })
  }
})
