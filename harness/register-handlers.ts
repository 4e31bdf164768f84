import type { EndpointKit } from './handlers'

/** Filled in by the register work of issue 4. */
export const registerHandlers = (_kit: EndpointKit) => []
