import type { EndpointKit } from './handlers'

/** Filled in by the login work of issue 4. */
export const loginHandlers = (_kit: EndpointKit) => []
