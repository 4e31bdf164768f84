export type Query = Readonly<Record<string, string | undefined>>

/** The address of a call: base URL, path and the query's defined values, in their given order. */
export const urlOf = (baseUrl: string, path: string, query: Query | undefined) => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value))
  const search = params.toString()
  return `${baseUrl}${path}${search ? `?${search}` : ''}`
}
