import { ManagedRuntime } from 'effect'
import { createStore, type Atom } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { makeTestApi } from '../../../tests/unit/test-api'
import { installRuntime } from '@/lib/effect/runtime'
import { sessionAtom } from '@/lib/session/session-atoms'
import { languageAtom } from '@/lib/state/preferences'
import { kycFieldsQuery, kycSettingsQuery } from './account-atoms'
import { securityQuestionsQuery } from './password-atoms'

beforeEach(() => localStorage.clear())

/**
 * The operator's texts the platform answers in the Language header (SPEC §9 language refresh):
 * the security questions, the identity check's settings and its fields.
 */
describe('queries whose texts come in the Language header', () => {
  it.each([
    ['the security questions', securityQuestionsQuery, '/wps/member/securityQuestions'],
    ["the identity check's settings", kycSettingsQuery, 'MCSFE_getCustomerKycMerchantSetting'],
    ["the identity check's fields", kycFieldsQuery, 'MCSFE_getFieldType'],
  ] as const)('%s are asked again in a language chosen while on screen', async (_name, query, path) => {
    const store = createStore()
    const languages: string[] = []
    const api = await makeTestApi({
      token: () => store.get(sessionAtom)?.token ?? null,
      language: () => store.get(languageAtom),
      onRequest: (request) => void (new URL(request.url).pathname.endsWith(path) && languages.push(request.headers.get('Language') ?? '')),
    })
    installRuntime(ManagedRuntime.make(api.layer))
    const token = await api.harness.db.openSession('player01')
    store.set(sessionAtom, { token, merchantCode: 'wps', id: 'm-1001', userName: 'player01', type: 0, firstTimeLogin: false })
    const stop = store.sub(query, () => undefined)
    await store.get(query.settled as Atom<Promise<unknown>>)
    store.set(languageAtom, 'JA')
    await store.get(query.settled as Atom<Promise<unknown>>)
    stop()
    expect(languages).toEqual(['EN', 'JA'])
  })
})
