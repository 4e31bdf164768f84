import { Effect, ManagedRuntime, Layer } from 'effect'
import { TestClock } from 'effect/testing'
import { AsyncResult } from 'effect/reactivity'
import { atom, createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { answeredOrNull, queryAtom, retryFailedQueries, retryFailedQueriesNetworkBack, type Query } from './query-atom'
import { installRuntime, type AppServices } from './runtime'

/** A backend the test answers by hand: each ask waits until the test settles it. */
const makeBackend = () => {
  const asks: Array<{ input: string; settle: (answer: string | Error) => void; interrupted: boolean }> = []
  const ask = (input: string) =>
    Effect.callback<string, Error>((resume) => {
      const entry = {
        input,
        interrupted: false,
        settle: (answer: string | Error) => resume(answer instanceof Error ? Effect.fail(answer) : Effect.succeed(answer)),
      }
      asks.push(entry)
      return Effect.sync(() => void (entry.interrupted = true))
    })
  return { asks, ask }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => installRuntime(ManagedRuntime.make(Layer.empty as unknown as Layer.Layer<AppServices>)))

describe('queryAtom', () => {
  it('is initial and waiting, then holds the answer', async () => {
    const backend = makeBackend()
    const query = queryAtom(() => backend.ask('first'))
    const store = createStore()
    const stop = store.sub(query, () => undefined)
    expect(AsyncResult.isInitial(store.get(query)) && store.get(query).waiting).toBe(true)
    await flush()
    backend.asks[0]!.settle('answer')
    await store.get(query.settled)
    expect(AsyncResult.getOrElse(store.get(query), () => 'none')).toBe('answer')
    stop()
  })

  it('asks again when an input changes, interrupting the run it replaces', async () => {
    const backend = makeBackend()
    const input = atom('EN')
    const query = queryAtom((get) => backend.ask(get(input)))
    const store = createStore()
    const stop = store.sub(query, () => undefined)
    await flush()
    store.set(input, 'TH')
    await flush()
    expect(backend.asks.map((entry) => [entry.input, entry.interrupted])).toEqual([
      ['EN', true],
      ['TH', false],
    ])
    backend.asks[1]!.settle('thai')
    await store.get(query.settled)
    expect(AsyncResult.getOrElse(store.get(query), () => 'none')).toBe('thai')
    stop()
  })

  it('keeps the answer on screen while a refresh runs, and a failed refresh keeps it under the error', async () => {
    const backend = makeBackend()
    const query = queryAtom(() => backend.ask('again'))
    const store = createStore()
    const stop = store.sub(query, () => undefined)
    await flush()
    backend.asks[0]!.settle('one')
    await store.get(query.settled)
    store.set(query, 'refresh')
    const refreshing = store.get(query)
    expect([AsyncResult.isSuccess(refreshing), refreshing.waiting, AsyncResult.getOrElse(refreshing, () => '')]).toEqual([
      true,
      true,
      'one',
    ])
    await flush()
    backend.asks[1]!.settle(new Error('down'))
    await store.get(query.settled)
    const failed = store.get(query)
    expect(AsyncResult.isFailure(failed) && AsyncResult.error(failed)).toMatchObject({ _tag: 'Some', value: new Error('down') })
    expect(AsyncResult.getOrElse(failed, () => 'none')).toBe('one')
    stop()
  })

  it('does not keep the old answer when new inputs fail: it was for the old ones', async () => {
    const backend = makeBackend()
    const input = atom('EN')
    const query = queryAtom((get) => backend.ask(get(input)))
    const store = createStore()
    const stop = store.sub(query, () => undefined)
    await flush()
    backend.asks[0]!.settle('english')
    await store.get(query.settled)
    store.set(input, 'TH')
    await flush()
    backend.asks[1]!.settle(new Error('down'))
    await store.get(query.settled)
    expect(AsyncResult.isFailure(store.get(query)) && AsyncResult.getOrElse(store.get(query), () => 'none')).toBe('none')
    // A refresh of the new inputs that fails again has no answer of theirs to keep either.
    store.set(query, 'refresh')
    await flush()
    backend.asks[2]!.settle(new Error('still down'))
    await store.get(query.settled)
    expect(AsyncResult.getOrElse(store.get(query), () => 'none')).toBe('none')
    stop()
  })

  it('interrupts the request when its last reader leaves, and asks again for the next one', async () => {
    const backend = makeBackend()
    const query = queryAtom(() => backend.ask('page'))
    const store = createStore()
    const leave = store.sub(query, () => undefined)
    await flush()
    leave()
    await flush()
    expect(backend.asks[0]!.interrupted).toBe(true)
    const stop = store.sub(query, () => undefined)
    await flush()
    expect(backend.asks).toHaveLength(2)
    backend.asks[1]!.settle('back')
    await store.get(query.settled)
    expect(AsyncResult.getOrElse(store.get(query), () => 'none')).toBe('back')
    stop()
  })

  it('lets the request go on when its reader leaves and comes back in the same task (React re-subscribing), asking once', async () => {
    const backend = makeBackend()
    const query = queryAtom(() => backend.ask('page'), { askOnEveryVisit: true })
    const store = createStore()
    const leave = store.sub(query, () => undefined)
    await flush()
    leave()
    const stop = store.sub(query, () => undefined)
    await flush()
    expect(backend.asks.map((entry) => entry.interrupted)).toEqual([false])
    backend.asks[0]!.settle('once')
    await store.get(query.settled)
    expect(AsyncResult.getOrElse(store.get(query), () => 'none')).toBe('once')
    stop()
  })

  it('keeps a settled answer when its reader leaves: coming back shows it without asking', async () => {
    const backend = makeBackend()
    const query = queryAtom(() => backend.ask('kept'))
    const store = createStore()
    const leave = store.sub(query, () => undefined)
    await flush()
    backend.asks[0]!.settle('kept')
    await store.get(query.settled)
    leave()
    await flush()
    const stop = store.sub(query, () => undefined)
    expect([backend.asks.length, AsyncResult.getOrElse(store.get(query), () => 'none')]).toEqual([1, 'kept'])
    stop()
  })

  it('does not keep a failure: the next reader asks again', async () => {
    const backend = makeBackend()
    const query = queryAtom(() => backend.ask('failing'))
    const store = createStore()
    // Read without a reader, as a page's first calls are, and failed before the page came.
    store.get(query)
    await flush()
    backend.asks[0]!.settle(new Error('500'))
    await store.get(query.settled)
    expect(AsyncResult.isFailure(store.get(query))).toBe(true)
    const stop = store.sub(query, () => undefined)
    await flush()
    expect([backend.asks.length, AsyncResult.isFailure(store.get(query)), store.get(query).waiting]).toEqual([2, false, true])
    backend.asks[1]!.settle('answer')
    await store.get(query.settled)
    expect(AsyncResult.getOrElse(store.get(query), () => 'none')).toBe('answer')
    stop()
  })

  it('warmed ahead of its screen, hands its answer to the first reader at once, asking once', async () => {
    const backend = makeBackend()
    const query = queryAtom(() => backend.ask('first view'))
    const store = createStore()
    const release = store.sub(query.warm, () => undefined)
    await flush()
    backend.asks[0]!.settle('answer')
    await store.get(query.settled)
    await flush()
    const stop = store.sub(query, () => undefined)
    release()
    expect(AsyncResult.getOrElse(store.get(query), () => 'none')).toBe('answer')
    await flush()
    expect(backend.asks.length).toBe(1)
    stop()
  })

  it('warmed ahead of its screen and failed, is asked again by the first reader, who never saw the failure', async () => {
    const backend = makeBackend()
    const query = queryAtom(() => backend.ask('first view'))
    const store = createStore()
    // Held for the first page while the gate showed Cannot connect instead.
    const release = store.sub(query.warm, () => undefined)
    await flush()
    backend.asks[0]!.settle(new Error('500'))
    await store.get(query.settled)
    await flush()
    const stop = store.sub(query, () => undefined)
    release()
    expect([AsyncResult.isFailure(store.get(query)), store.get(query).waiting]).toEqual([false, true])
    await flush()
    backend.asks[1]!.settle('answer')
    await store.get(query.settled)
    expect([backend.asks.length, AsyncResult.getOrElse(store.get(query), () => 'none')]).toEqual([2, 'answer'])
    stop()
  })

  it('shows a failure to the reader that saw it made, and asks again only when told', async () => {
    const backend = makeBackend()
    const query = queryAtom(() => backend.ask('failing'))
    const store = createStore()
    const stop = store.sub(query, () => undefined)
    await flush()
    backend.asks[0]!.settle(new Error('500'))
    await store.get(query.settled)
    await flush()
    expect([backend.asks.length, AsyncResult.isFailure(store.get(query))]).toEqual([1, true])
    store.set(query, 'refresh')
    await flush()
    expect(backend.asks.length).toBe(2)
    stop()
  })

  it('a Retry asks again every other failed query on screen, and nothing answered, off screen or on its way', async () => {
    const backend = makeBackend()
    const [retried, alsoFailed, answered, offScreen] = ['retried', 'also failed', 'answered', 'off screen'].map((name) =>
      queryAtom(() => backend.ask(name)),
    ) as [Query<string, Error>, Query<string, Error>, Query<string, Error>, Query<string, Error>]
    const store = createStore()
    const stops = [retried, alsoFailed, answered].map((query) => store.sub(query, () => undefined))
    store.get(offScreen)
    await flush()
    for (const entry of backend.asks) entry.settle(entry.input === 'answered' ? 'fine' : new Error('offline'))
    await Promise.all([retried, alsoFailed, answered, offScreen].map((query) => store.get(query.settled)))
    await flush()
    store.set(retried, 'refresh')
    await flush()
    expect(backend.asks.slice(4).map((entry) => entry.input)).toEqual(['retried', 'also failed'])
    // Told again while those two are on their way: nothing more.
    retryFailedQueries()
    await flush()
    expect(backend.asks.length).toBe(6)
    backend.asks[5]!.settle('back')
    await store.get(alsoFailed.settled)
    expect(AsyncResult.getOrElse(store.get(alsoFailed), () => 'none')).toBe('back')
    stops.forEach((stop) => stop())
  })

  it('the network back: a run on its way that then fails is asked once more; one that answers is not', async () => {
    const backend = makeBackend()
    const [failing, answering] = ['sent offline', 'sent online'].map((name) => queryAtom(() => backend.ask(name))) as [
      Query<string, Error>,
      Query<string, Error>,
    ]
    const store = createStore()
    const stops = [failing, answering].map((query) => store.sub(query, () => undefined))
    await flush()
    retryFailedQueriesNetworkBack()
    backend.asks[0]!.settle(new Error('offline'))
    backend.asks[1]!.settle('fine')
    await flush()
    expect(backend.asks.map((entry) => entry.input)).toEqual(['sent offline', 'sent online', 'sent offline'])
    expect(AsyncResult.isFailure(store.get(failing))).toBe(false)
    backend.asks[2]!.settle('back')
    await store.get(failing.settled)
    expect(AsyncResult.getOrElse(store.get(failing), () => 'none')).toBe('back')
    // Once: the run after it starts with the slate clean.
    store.set(failing, 'refresh')
    await flush()
    backend.asks[3]!.settle(new Error('down again'))
    await flush()
    expect(backend.asks.length).toBe(4)
    stops.forEach((stop) => stop())
  })

  it('asks again on every visit when told to, the kept answer on screen meanwhile', async () => {
    const backend = makeBackend()
    const query = queryAtom(() => backend.ask('visit'), { askOnEveryVisit: true })
    const store = createStore()
    const leave = store.sub(query, () => undefined)
    await flush()
    backend.asks[0]!.settle('first visit')
    await store.get(query.settled)
    leave()
    await flush()
    const stop = store.sub(query, () => undefined)
    const back = store.get(query)
    expect([AsyncResult.getOrElse(back, () => 'none'), back.waiting]).toEqual(['first visit', true])
    await flush()
    backend.asks[1]!.settle('second visit')
    await store.get(query.settled)
    expect([backend.asks.length, AsyncResult.getOrElse(store.get(query), () => 'none')]).toEqual([2, 'second visit'])
    stop()
  })

  it('asks nothing while the program is null (a guest)', async () => {
    const backend = makeBackend()
    const signedIn = atom(false)
    const query = queryAtom((get) => (get(signedIn) ? backend.ask('mine') : null))
    const store = createStore()
    const stop = store.sub(query, () => undefined)
    await flush()
    expect([backend.asks.length, AsyncResult.isInitial(store.get(query)), store.get(query).waiting]).toEqual([0, true, false])
    stop()
  })
})

describe('queryAtom quietOn (SPEC §9 language refresh)', () => {
  /** A runtime whose clock the test moves; msw-free, so only the fibers need a turn after each move. */
  const onTestClock = () => {
    const runtime = ManagedRuntime.make(TestClock.layer() as unknown as Layer.Layer<AppServices>)
    installRuntime(runtime)
    return async (ms: number) => {
      await runtime.runPromise(TestClock.adjust(ms) as Effect.Effect<void>)
      await flush()
    }
  }

  it('on screen, a changed input is asked for once it has rested, only the last of several', async () => {
    const advance = onTestClock()
    const backend = makeBackend()
    const language = atom('EN')
    const query = queryAtom((get) => backend.ask(get(language)), { quietOn: { input: language, ms: 250 } })
    const store = createStore()
    const stop = store.sub(query, () => undefined)
    await flush()
    expect(backend.asks.map((entry) => entry.input)).toEqual(['EN'])
    backend.asks[0]!.settle('english')
    await store.get(query.settled)

    store.set(language, 'TH')
    await advance(200)
    store.set(language, 'JA')
    await advance(249)
    expect(backend.asks.map((entry) => entry.input)).toEqual(['EN'])
    await advance(1)
    expect(backend.asks.map((entry) => entry.input)).toEqual(['EN', 'JA'])
    stop()
  })

  it('a refresh, and a reader arriving after the change off screen, ask at once', async () => {
    const advance = onTestClock()
    const backend = makeBackend()
    const language = atom('EN')
    const query = queryAtom((get) => backend.ask(get(language)), { quietOn: { input: language, ms: 250 } })
    const store = createStore()
    let stop = store.sub(query, () => undefined)
    await flush()
    backend.asks[0]!.settle('english')
    await store.get(query.settled)
    store.set(query, 'refresh')
    await flush()
    expect(backend.asks.map((entry) => entry.input)).toEqual(['EN', 'EN'])
    backend.asks[1]!.settle('english')
    await store.get(query.settled)
    stop()
    await flush()

    store.set(language, 'TH')
    stop = store.sub(query, () => undefined)
    await flush()
    expect(backend.asks.map((entry) => entry.input)).toEqual(['EN', 'EN', 'TH'])
    await advance(0)
    stop()
  })
})

describe('answeredOrNull', () => {
  it('waits while the result does, passes its answer, and counts a failure as answered with null', () => {
    expect(AsyncResult.isInitial(answeredOrNull(AsyncResult.initial(true)))).toBe(true)
    // The same success, not an equal one: a success carries the time it was made.
    const answered = AsyncResult.success(7)
    expect(answeredOrNull(answered)).toBe(answered)
    const failed = answeredOrNull(AsyncResult.fail('offline'))
    expect(AsyncResult.isSuccess(failed) && failed.value).toBeNull()
  })
})
