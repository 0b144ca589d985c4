import { useAtom } from 'jotai'
import { useCallback } from 'react'
import { isHistory, withSearch } from '@/domain/show-lists'
import { persistedAtom } from '@/state/persisted'

/** Where the search history is kept (platform storage, this device only). */
export const SEARCH_HISTORY_KEY = 'showSearchHistory'

/** The searches made on this device, the latest first (spec section 2: history, stored locally, clearable). */
export const searchHistoryAtom = persistedAtom<string[]>(SEARCH_HISTORY_KEY, [], isHistory)

export function useSearchHistory() {
  const [history, setHistory] = useAtom(searchHistoryAtom)
  const remember = useCallback((keyword: string) => setHistory((list) => withSearch(list, keyword)), [setHistory])
  const clear = useCallback(() => setHistory([]), [setHistory])
  return { history, remember, clear }
}
