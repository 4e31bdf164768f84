import { describe, expect, it } from 'vitest'
import { offeredLanguages, type LanguageCode } from './language'

/** SPEC §1: "EN and TY are the supported defaults; the offered list comes from configuration". */
describe('offered languages', () => {
  it.each<[string, ReadonlyArray<LanguageCode> | null | undefined, ReadonlyArray<LanguageCode>]>([
    ['no configuration', undefined, ['EN', 'TY']],
    ['a null list', null, ['EN', 'TY']],
    ['an empty list', [], ['EN', 'TY']],
    ['a configured list', ['EN', 'CN', 'TH'], ['EN', 'CN', 'TH']],
    ['all seven configured', ['EN', 'TY', 'CN', 'JA', 'TH', 'VI', 'FIL'], ['EN', 'TY', 'CN', 'JA', 'TH', 'VI', 'FIL']],
  ])('%s → %j', (_name, configured, expected) => expect(offeredLanguages(configured)).toEqual(expected))

  it('keeps the language in use among them, before the status answers and after', () => {
    expect(offeredLanguages(undefined, 'CN')).toEqual(['EN', 'TY', 'CN'])
    expect(offeredLanguages(['EN', 'TH'], 'CN')).toEqual(['EN', 'TH', 'CN'])
    expect(offeredLanguages(['EN', 'CN'], 'CN')).toEqual(['EN', 'CN'])
  })
})
