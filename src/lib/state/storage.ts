import { Option, Schema } from 'effect'
import { useEffect } from 'react'
import { atom, useAtom, type WritableAtom } from 'jotai'
import { atomWithLazy } from 'jotai/utils'

/** One persisted value: where it lives, its Schema, and the default used when it is absent or corrupt. */
export interface StoredEntry<A> {
  readonly key: string
  readonly area: 'local' | 'session'
  readonly schema: Schema.Decoder<A>
  readonly fallback: A
}

export const stored = <A>(key: string, area: 'local' | 'session', schema: Schema.Decoder<A>, fallback: A) =>
  ({ key, area, schema, fallback }) satisfies StoredEntry<A>

const storageOf = (area: 'local' | 'session'): Storage | undefined => {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage
  } catch {
    return undefined // storage disabled (private mode, sandboxed frame): run on defaults
  }
}

/** Reads and validates; a corrupt stored value is removed and replaced by the default, never a crash. */
export const readStored = <A>(entry: StoredEntry<A>): A => {
  const storage = storageOf(entry.area)
  const raw = storage?.getItem(entry.key)
  if (raw == null) return entry.fallback
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    parsed = raw // values written by older builds as bare strings
  }
  return Option.match(Schema.decodeUnknownOption(entry.schema)(parsed), {
    onNone: () => {
      storage?.removeItem(entry.key)
      return entry.fallback
    },
    onSome: (value) => value,
  })
}

export const writeStored = <A>(entry: StoredEntry<A>, value: A) => {
  const storage = storageOf(entry.area)
  try {
    if (value === null || value === undefined) storage?.removeItem(entry.key)
    else storage?.setItem(entry.key, JSON.stringify(value))
  } catch {
    // quota or disabled storage: the in-memory value still holds for this visit
  }
}

export type PersistedAtom<A> = WritableAtom<A, [A], void> & { readonly entry: StoredEntry<A> }

/** One atom per entry, whichever screen asks: two screens that show one stored value share it. */
const persistedAtoms = new WeakMap<StoredEntry<never>, PersistedAtom<never>>()

/** A jotai atom whose value is read from and written through to its registry entry. */
export const persistedAtom = <A>(entry: StoredEntry<A>): PersistedAtom<A> => {
  const known = persistedAtoms.get(entry as StoredEntry<never>)
  if (known) return known as unknown as PersistedAtom<A>
  // Read when a store first needs it (boot, or each test's fresh store), not at import.
  const value = atomWithLazy(() => readStored(entry))
  const persisted = Object.assign(
    atom(
      (get) => get(value),
      (_get, set, next: A) => {
        set(value, next)
        writeStored(entry, next)
      },
    ),
    { entry },
  )
  persistedAtoms.set(entry as StoredEntry<never>, persisted as unknown as PersistedAtom<never>)
  return persisted
}

/**
 * What a block showed last time (how many items, whether a frame), to size its skeleton: the
 * answered value replaces the remembered one once it has come (null until then), so the next visit
 * reserves the right room.
 */
export const useRemembered = <A extends string | number>(remembered: PersistedAtom<A>, answered: A | null) => {
  const [value, remember] = useAtom(remembered)
  useEffect(() => {
    if (answered !== null && answered !== value) remember(answered)
  }, [answered, value, remember])
  return value
}

/** SPEC §4 logout clears all session storage, whatever put it there. */
export const clearSessionStorage = () => {
  try {
    sessionStorage.clear()
  } catch {
    // storage disabled: nothing to clear
  }
}
