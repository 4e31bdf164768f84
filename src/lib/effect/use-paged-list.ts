import { useState } from 'react'
import type { ApiError } from '@/lib/http/errors'
import { useApiErrorMessage } from '@/lib/http/use-api-error-message'
import { hasMore, type PagedAction, type PagedView } from './paged-query-atom'

/**
 * A paged list as its screen drives it (src/ui/record-list.tsx `Paging`): the rows, whether more
 * pages exist, the next page (not while a page failed: Retry first), Retry, and Refresh, which is
 * "refreshing" until page 1 answers anew (the rows shown stay until then).
 */
export const usePagedList = <T, E extends ApiError, P extends { readonly pageNum: number; readonly totalPages: number }>(
  list: PagedView<T, E, P>,
  act: (action: PagedAction) => Promise<void>,
) => {
  const [refreshedFrom, setRefreshedFrom] = useState<P | null | undefined>(undefined)
  const messageOf = useApiErrorMessage()
  const more = list.lastPage !== null && hasMore(list.lastPage)
  return {
    items: list.items,
    loading: list.loading,
    failed: list.failure !== null,
    // The dictionary's words for it, as every failed read says (a module switched off: #543's).
    failure: list.failure === null ? null : messageOf(list.failure),
    hasMore: more,
    refreshing: refreshedFrom !== undefined && list.loading && list.lastPage === refreshedFrom,
    more: () => {
      if (list.failure === null && more) void act('more')
    },
    retry: () => void act('retry'),
    refresh: () => {
      setRefreshedFrom(list.lastPage)
      void act('refresh')
    },
  }
}
