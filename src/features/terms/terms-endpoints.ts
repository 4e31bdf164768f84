import { Schema } from 'effect'
import { endpoint } from '@/lib/http/endpoint'
import { LanguageCode } from '@/domain/language'
import { Terms, TermsKind } from './terms-schema'

/** The terms of one kind in one language (our path, ASSUMED: terms-schema.ts). Public: read before registering. */
export const terms = endpoint({
  method: 'GET',
  path: '/wps/system/agreement',
  query: Schema.Struct({ type: TermsKind, lang: LanguageCode }),
  success: Terms,
  anonymous: true,
})
