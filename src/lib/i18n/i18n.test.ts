import { describe, expect, it } from 'vitest'
import { changeLanguage, i18n, initI18n } from './i18n'
import { namespaces } from './namespaces'

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
})
