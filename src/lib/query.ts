import { Option, Schema } from 'effect'
import { useMemo } from 'react'
import { useSearch } from 'wouter'

/** One query parameter: how to read it, and what a missing or bad value means. */
export interface QueryField<A> {
  readonly schema: Schema.Decoder<A>
  readonly fallback: A
}
export const field = <A>(schema: Schema.Decoder<A>, fallback: A): QueryField<A> => ({ schema, fallback })

type Decoded<F> = { readonly [K in keyof F]: F[K] extends QueryField<infer A> ? A : never }

/** Each field is decoded on its own, so one bad value falls back alone and never crashes a page. */
export const decodeQuery = <F extends Record<string, QueryField<unknown>>>(search: string, fields: F): Decoded<F> => {
  const params = new URLSearchParams(search)
  const entries = Object.entries(fields).map(([name, { schema, fallback }]) => {
    const raw = params.get(name)
    const value = raw === null ? fallback : Option.getOrElse(Schema.decodeUnknownOption(schema)(raw), () => fallback)
    return [name, value] as const
  })
  return Object.fromEntries(entries) as Decoded<F>
}

export const useQueryParams = <F extends Record<string, QueryField<unknown>>>(fields: F) => {
  const search = useSearch()
  return useMemo(() => decodeQuery(search, fields), [search, fields])
}
