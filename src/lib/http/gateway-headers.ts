/**
 * What the operator's gateway reads beside the SPEC's headers (PLATFORM.md §1.2), for the Api and
 * the document's first requests alike: the gateway generation on every call, and on relay calls
 * the moment they were sent, in epoch ms. The timestamp belongs to one sending, so it is added as
 * a request leaves, never to the headers that identify a request (the Api's shared GETs, the
 * document's adopted ones).
 */
export const gatewayVersion = { 'X-Gateway-Version': '3' } as const

export const stampedHeaders = (url: string, headers: Readonly<Record<string, string>>, now: number) =>
  url.includes('/wps/relay/') ? { ...headers, 'X-Timestamp': String(now) } : headers
