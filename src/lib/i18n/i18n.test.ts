import { describe, expect, it, vi } from 'vitest'
import { changeLanguage, i18n, initI18n, loadPageTranslations } from './i18n'
import { namespaces, type PageNamespace } from './namespaces'

describe('the app’s translations', () => {
  it('fetch only the player’s own language: a Tagalog player is not sent the English files too', async () => {
    await initI18n('TY')
    expect(i18n.t('common.coming_soon')).toBe('Malapit na')
    for (const namespace of namespaces) expect(i18n.hasResourceBundle('ty', namespace), namespace).toBe(true)
    expect(['en', 'ty'].filter((locale) => namespaces.some((namespace) => i18n.hasResourceBundle(locale, namespace)))).toEqual(['ty'])
  })

  it('fetch a language chosen later, by its exact code', async () => {
    await changeLanguage('CN')
    expect(document.documentElement.lang).toBe('zh-CN')
    expect(i18n.t('common.coming_soon')).toBe('敬请期待')
    expect(i18n.hasResourceBundle('zh-CN', 'common')).toBe(true)
    expect(i18n.hasResourceBundle('zh', 'common')).toBe(false)
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false)
  })

  it("fetch a page's own namespaces in the language in use, beside its code (routes.ts), and say when one did not arrive", async () => {
    await loadPageTranslations(['security', 'agent'])
    expect(i18n.hasResourceBundle('zh-CN', 'security')).toBe(true)
    expect(Object.keys(i18n.getResourceBundle('zh-CN', 'security') as object).length).toBeGreaterThan(0)
    expect(i18n.hasResourceBundle('en', 'security')).toBe(false)
    await expect(loadPageTranslations(['nowhere' as PageNamespace])).rejects.toThrow('missing locale zh-CN/nowhere')
  })

  it('report a string asked for before its namespace arrived: a page that does not name it in routes.ts', () => {
    const reported = vi.fn()
    vi.stubGlobal('reportError', reported) // jsdom has none; browsers do
    try {
      i18n.t('missions:title')
      expect(reported).toHaveBeenCalledWith(new Error('the missions translations were used before they arrived'))
      reported.mockClear()
      i18n.t('security:no_such_key', { defaultValue: 'shown as is' }) // a loaded namespace: a dynamic key's default, not a report
      expect(reported).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
