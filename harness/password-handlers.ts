import type { EndpointKit } from './handlers'

/** Filled in by the password work of issue 4. */
export const passwordHandlers = (_kit: EndpointKit) => []
