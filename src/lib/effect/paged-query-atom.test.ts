import { Effect, Layer, ManagedRuntime } from 'effect'
import { atom, createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { pagedQueryAtom, type Page } from './paged-query-atom'
import { installRuntime, type AppServices } from './runtime'

/** A backend the test answers by hand: each page asked waits until the test settles it. */
const makeBackend = () => {
  const asks: Array<{ key: string; pageNo: number; settle: (answer: Page<string> | Error) => void; interrupted: boolean }> = []
  const ask = (key: string, pageNo: number) =>
    Effect.callback<Page<string>, Error>((resume) => {
      const entry = {
        key,
        pageNo,
        interrupted: false,
        settle: (answer: Page<string> | Error) => resume(answer instanceof Error ? Effect.fail(answer) : Effect.succeed(answer)),
      }
      asks.push(entry)
      return Effect.sync(() => void (entry.interrupted = true))
    })
  return { asks, ask }
}
const page = (key: string, pageNum: number, totalPages = 3): Page<string> => ({ items: [`${key}${pageNum}`], pageNum, totalPages })

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => installRuntime(ManagedRuntime.make(Layer.empty as unknown as Layer.Layer<AppServices>)))

const setup = () => {
  const backend = makeBackend()
  const language = atom('en')
  const list = pagedQueryAtom((get, pageNo) => backend.ask(get(language), pageNo))
  const store = createStore()
  const leave = store.sub(list, () => undefined)
  const view = () => store.get(list)
  return { backend, language, list, store, leave, view }
}

describe('pagedQueryAtom', () => {
  it('shows the first page, then appends the next on "more"; a second "more" while one is on its way asks nothing', async () => {
    const { backend, list, store, leave, view } = setup()
    expect([view().loading, view().items]).toEqual([true, []])
    await flush()
    backend.asks[0]!.settle(page('en', 1))
    await flush()
    expect([view().loading, view().items, view().lastPage?.pageNum]).toEqual([false, ['en1'], 1])
    const more = store.set(list, 'more')
    void store.set(list, 'more')
    expect(view().loading).toBe(true)
    await flush()
    expect(backend.asks.map((ask) => ask.pageNo)).toEqual([1, 2])
    backend.asks[1]!.settle(page('en', 2))
    await more
    expect([view().loading, view().items, view().lastPage?.pageNum]).toEqual([false, ['en1', 'en2'], 2])
    leave()
  })

  it('refresh asks for page 1 again with the pages shown kept, stops a later page on its way, and its answer starts over', async () => {
    const { backend, list, store, leave, view } = setup()
    await flush()
    backend.asks[0]!.settle(page('en', 1))
    await flush()
    const more = store.set(list, 'more')
    await flush()
    backend.asks[1]!.settle(page('en', 2))
    await more
    void store.set(list, 'more')
    await flush()
    void store.set(list, 'refresh')
    await flush()
    expect(backend.asks.map((ask) => [ask.pageNo, ask.interrupted])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [1, false],
    ])
    expect([view().loading, view().items]).toEqual([true, ['en1', 'en2']])
    backend.asks[3]!.settle({ items: ['fresh1'], pageNum: 1, totalPages: 3 })
    await flush()
    expect([view().loading, view().items, view().lastPage?.pageNum]).toEqual([false, ['fresh1'], 1])
    leave()
  })

  it('keeps the pages shown when a later page fails, and Retry asks for that page again', async () => {
    const { backend, list, store, leave, view } = setup()
    await flush()
    backend.asks[0]!.settle(page('en', 1))
    await flush()
    const more = store.set(list, 'more')
    await flush()
    backend.asks[1]!.settle(new Error('down'))
    await more
    expect([view().items, view().failure]).toEqual([['en1'], new Error('down')])
    const retry = store.set(list, 'retry')
    await flush()
    backend.asks[2]!.settle(page('en', 2))
    await retry
    expect([backend.asks.map((ask) => ask.pageNo), view().items, view().failure]).toEqual([[1, 2, 2], ['en1', 'en2'], null])
    leave()
  })

  it('Retry after a failed first page asks for the first page again', async () => {
    const { backend, list, store, leave, view } = setup()
    await flush()
    backend.asks[0]!.settle(new Error('down'))
    await flush()
    expect([view().items, view().failure, view().loading]).toEqual([[], new Error('down'), false])
    void store.set(list, 'retry')
    expect(view().loading).toBe(true)
    await flush()
    backend.asks[1]!.settle(page('en', 1))
    await flush()
    expect([backend.asks.map((ask) => ask.pageNo), view().items, view().failure]).toEqual([[1, 1], ['en1'], null])
    leave()
  })

  it('starts over from page 1 when an input changes, dropping the later pages and interrupting the one on its way', async () => {
    const { backend, language, list, store, leave, view } = setup()
    await flush()
    backend.asks[0]!.settle(page('en', 1))
    await flush()
    const more = store.set(list, 'more')
    await flush()
    store.set(language, 'th')
    await flush()
    backend.asks[1]!.settle(page('en', 2))
    await more
    const thai = backend.asks.find((ask) => ask.key === 'th')!
    expect(thai.pageNo).toBe(1)
    thai.settle(page('th', 1))
    await flush()
    expect(view().items).toEqual(['th1'])
    leave()
  })

  it('interrupts the later page on its way when the last reader leaves', async () => {
    const { backend, list, store, leave } = setup()
    await flush()
    backend.asks[0]!.settle(page('en', 1))
    await flush()
    const more = store.set(list, 'more')
    await flush()
    leave()
    await more
    expect(backend.asks[1]!.interrupted).toBe(true)
  })

  it('lets the pages on their way go on when the reader leaves and comes back in the same task (React re-subscribing)', async () => {
    const { backend, list, store, leave, view } = setup()
    await flush()
    backend.asks[0]!.settle(page('en', 1))
    await flush()
    void store.set(list, 'more')
    await flush()
    leave()
    const stop = store.sub(list, () => undefined)
    await flush()
    backend.asks[1]!.settle(page('en', 2))
    await flush()
    expect([backend.asks.map((entry) => [entry.pageNo, entry.interrupted]), view().items]).toEqual([
      [
        [1, false],
        [2, false],
      ],
      ['en1', 'en2'],
    ])
    stop()
  })
})
