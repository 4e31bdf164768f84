import { queryAtom } from '@/lib/effect/query-atom'
import { inLanguage, languageAtom } from '@/lib/state/preferences'
import { loadTerms } from './terms-api'

/** Each kind of terms in the current language: a new language asks again. */
export const termsQueries = {
  REGISTER: queryAtom((get) => loadTerms('REGISTER', get(languageAtom)), inLanguage()),
  USER: queryAtom((get) => loadTerms('USER', get(languageAtom)), inLanguage()),
} as const
