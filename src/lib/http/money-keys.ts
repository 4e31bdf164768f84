import { Cause, Context, Exit } from 'effect'
import { gotNoAnswer } from './errors'

/**
 * PLATFORM.md §10 "one idempotency key per submit": the `Idempotency-Key`s of one submit's money
 * calls, one per call in the order they are sent. A submit that got no answer (none in time, or
 * the connection dropped: the platform may have acted), sent again with nothing changed, is the
 * same submit: it sends the same keys, and the platform answers what it did the first time rather
 * than acting twice. An answer, even a refusal or a 5xx, ends the submit: the next tap is a new
 * one (a platform replays a key's first answer, so a kept key would keep its 5xx). Without
 * MoneyKeys (a money call outside a submit) each call gets a key of its own.
 */
export interface MoneyKeys {
  readonly next: () => string
}
export const MoneyKeys = Context.Reference<MoneyKeys | null>('MoneyKeys', { defaultValue: () => null })

/** The keys of a submit: those it sent before, in order, then new ones (kept in `keys`). */
export const moneyKeysOf = (keys: string[]): MoneyKeys => {
  let sent = 0
  return { next: () => (keys[sent++] ??= crypto.randomUUID()) }
}

/** Whether a write that ended so got no answer: the platform may have acted without the app knowing. */
export const unanswered = (exit: Exit.Exit<unknown, unknown>) => {
  if (Exit.isSuccess(exit)) return false
  const error = exit.cause.reasons.find(Cause.isFailReason)?.error as { readonly _tag?: unknown } | undefined
  // No failure at all: interrupted while the request was out (the page left).
  return error === undefined || gotNoAnswer(error)
}
