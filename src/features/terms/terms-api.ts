import type { LanguageCode } from '@/domain/language'
import { call } from '@/lib/http/call'
import { terms } from './terms-endpoints'
import type { TermsKind } from './terms-schema'

export const loadTerms = (type: TermsKind, lang: LanguageCode) => call(terms, { query: { type, lang } })
