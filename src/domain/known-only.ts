import { Schema, SchemaTransformation } from 'effect'

/**
 * A list from the platform whose entries the app may not all know (module ids, resource types,
 * languages): the entries the item schema accepts are kept and the rest dropped, so one id the
 * operator adds tomorrow never fails the whole answer it comes in.
 */
export const KnownOnly = <A>(item: Schema.Codec<A, A>) =>
  Schema.Array(Schema.Unknown).pipe(
    Schema.decodeTo(
      Schema.Array(item),
      SchemaTransformation.transform<ReadonlyArray<A>, ReadonlyArray<unknown>>({
        decode: (entries) => entries.filter(Schema.is(item)),
        encode: (entries) => entries,
      }),
    ),
  )
