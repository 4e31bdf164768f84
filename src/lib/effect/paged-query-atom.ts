import { Cause, Exit, type Effect } from 'effect'
import { AsyncResult } from 'effect/reactivity'
import { atom, type Atom, type Getter, type WritableAtom } from 'jotai'
import { queryAtom, readerPresence, type QueryOptions } from './query-atom'
import { run, type AppServices } from './runtime'

/** One page of a platform list. */
export interface Page<T> {
  readonly items: ReadonlyArray<T>
  readonly pageNum: number
  readonly totalPages: number
}

/** SPEC §2: "hasMore is true while pageNum is below totalPages". */
export const hasMore = (page: { readonly pageNum: number; readonly totalPages: number }): boolean => page.pageNum < page.totalPages

/** What a paged screen shows: every page so far, and how the page being asked is doing. */
export interface PagedView<T, E, P = Page<T>> {
  readonly items: ReadonlyArray<T>
  /** The last page that arrived (null before the first): its totals, where a list has them. */
  readonly lastPage: P | null
  readonly loading: boolean
  /** The first page or the next one failed; Retry asks for that page again. */
  readonly failure: E | null
}

type ItemOf<P> = P extends Page<infer T> ? T : never

/** 'enter' and 'leave' are the atom's own: sent when its first reader comes and its last goes (readerPresence). */
export type PagedAction = 'more' | 'retry' | 'refresh' | 'enter' | 'leave'
export type PagedQuery<T, E, P = Page<T>> = WritableAtom<PagedView<T, E, P>, [PagedAction], Promise<void>> & {
  /** Its first page's `Query.warm`: asks for it ahead of the screen that will read the list. */
  readonly warm: Atom<unknown>
}

/** The pages after the first, for one answer of the first page (a new first page starts over). */
interface LaterPages<E, P> {
  readonly of: P | null
  readonly pages: ReadonlyArray<P>
  readonly result: AsyncResult.AsyncResult<void, E>
}

/**
 * A list read page by page (docs/architecture.md "Data loading"). The first page is a `queryAtom`
 * over `loadPage(get, 1)`, so it has that atom's life: a change of what it reads (language,
 * session) starts over from page 1, interrupting the run it replaces, and its last reader leaving
 * interrupts it. 'more' asks for the next page (ignored while one is on its way); 'retry' asks
 * again for whichever page failed; pages already shown stay. A screen whose inputs are its own
 * (a search box, the route's query) makes one of these per input with `useMemo`: the old one's
 * readers leave, which interrupts its requests. 'refresh' (pull to refresh) asks for page 1 again
 * while the pages shown stay; its answer starts the list over.
 */
export const pagedQueryAtom = <P extends Page<unknown>, E>(
  loadPage: (get: Getter, pageNo: number) => Effect.Effect<P, E, AppServices> | null,
  /** The first page's (a new language starting the list over waits for quiet, `quietOn`). */
  options: QueryOptions = {},
): PagedQuery<ItemOf<P>, E, P> => {
  type T = ItemOf<P>
  const first = queryAtom((get) => loadPage(get, 1), options)
  const firstPageOf = (get: Getter) => AsyncResult.getOrElse(get(first), () => null)
  const nothingLater: LaterPages<E, P> = { of: null, pages: [], result: AsyncResult.initial() }
  const later = atom<LaterPages<E, P>>(nothingLater)
  /** Per store: the later page in flight, stopped when the list's last reader leaves. */
  const flight = atom(() => ({ controller: undefined as AbortController | undefined, readers: readerPresence() }))

  const laterFor = (get: Getter, firstPage: P | null) => {
    const current = get(later)
    return current.of === firstPage ? current : { ...nothingLater, of: firstPage }
  }

  const view = atom(
    (get): PagedView<T, E, P> => {
      const firstResult = get(first)
      const firstPage = firstPageOf(get)
      const rest = laterFor(get, firstPage)
      const pages = firstPage === null ? [] : [firstPage, ...rest.pages]
      const failed = AsyncResult.isFailure(firstResult) ? firstResult : AsyncResult.isFailure(rest.result) ? rest.result : null
      return {
        items: pages.flatMap((page) => page.items as ReadonlyArray<T>),
        lastPage: pages.at(-1) ?? null,
        loading: firstResult.waiting || rest.result.waiting,
        failure:
          failed === null ? null : (failed.cause.reasons.flatMap((reason) => (reason._tag === 'Fail' ? [reason.error] : []))[0] ?? null),
      }
    },
    async (get, set, action: PagedAction) => {
      if (action === 'enter') return void get(flight).readers.arrived()
      if (action === 'leave') {
        const own = get(flight)
        return own.readers.left(() => own.controller?.abort())
      }
      if (action === 'refresh') {
        get(flight).controller?.abort()
        return set(first, 'refresh')
      }
      const firstPage = firstPageOf(get)
      if (firstPage === null) {
        if (action === 'retry' && AsyncResult.isFailure(get(first))) set(first, 'refresh')
        return
      }
      const rest = laterFor(get, firstPage)
      if (rest.result.waiting || (action === 'retry' && !AsyncResult.isFailure(rest.result))) return
      const program = loadPage(get, rest.pages.length + 2)
      if (program === null) return
      set(later, { ...rest, result: AsyncResult.waiting(rest.result) })
      const own = get(flight)
      const controller = (own.controller = new AbortController())
      const exit = await run(program, controller.signal)
      if (own.controller === controller) own.controller = undefined
      // A first page answered anew meanwhile (new language, refresh) has its own later pages.
      if (firstPageOf(get) !== firstPage) return
      if (Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause)) return set(later, rest)
      set(later, {
        of: firstPage,
        pages: Exit.isSuccess(exit) ? [...rest.pages, exit.value] : rest.pages,
        result: AsyncResult.fromExit(Exit.asVoid(exit)),
      })
    },
  )
  // No reader left: the screen is gone, and so is its interest in the next page.
  view.onMount = (dispatch) => {
    void dispatch('enter')
    return () => void dispatch('leave')
  }
  return Object.assign(view, { warm: first.warm })
}
