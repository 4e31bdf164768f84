import { moneyAtom } from '@/lib/session/money-atom'
import { sendRain } from './agent-api'
import type { RainRequest } from './red-rain-schema'

/** A red rain: money, so sealed, sent once, never retried; the wallet is asked again after. */
export const rainAtom = moneyAtom((request: RainRequest) => sendRain(request))
