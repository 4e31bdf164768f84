import { AsyncResult } from 'effect/reactivity'
import { useAtomValue } from 'jotai'
import type { HelpItem } from './content-schema'
import { helpQuery } from './content-atoms'

/** The help topics for places that only list them (the footer): [] until they arrive or on failure. */
export const useHelpTopics = () => AsyncResult.getOrElse(useAtomValue(helpQuery), (): ReadonlyArray<HelpItem> => [])
