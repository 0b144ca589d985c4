import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { fetchCategories, searchShows, type ShowSearch } from '@/api/shows'
import { ShowFilters } from '@/components/show-filters'
import { ShowList, useShowPages } from '@/components/show-list'
import {
  ALL_CATEGORY,
  ANY_DATE,
  BUILT_IN_CATEGORIES,
  DEFAULT_SORT,
  browseQuery,
  categoryTabs,
  dateQuery,
  type Category,
  type DateFilter,
  type SortOption,
} from '@/domain/show-lists'
import { useT } from '@/i18n/use-t'
import { cityAtom } from '@/state/city'
import './show-browser.scss'
import '@/i18n/locales/shows'

export interface ShowBrowserProps {
  readonly pageType: ShowSearch['pageType']
  /** Search: the keyword searched for (the list reloads when it changes). */
  readonly keyword?: string
  /** Empty list: what it says, and what follows (recommendations). */
  readonly emptyTitle: string
  readonly emptyHint?: string
  readonly emptyExtra?: ReactNode
  /** Above the filters (the count line shows under them). */
  readonly header?: ReactNode
  /**
   * A category asked for from outside (home's category icons, through the tab's parameters):
   * chosen when the list opens, and again each time `seq` changes.
   */
  readonly requestedCategory?: { readonly code: string; readonly seq: number } | undefined
}

/**
 * Shows of the current city with category, sort and date filters, in pages of 20 (all shows and
 * search results). Categories come from `shows/backend_categories?level=2`, the built-in list
 * when that fails. A new city, filter or keyword starts again from the first page.
 */
export function ShowBrowser({
  pageType,
  keyword,
  emptyTitle,
  emptyHint,
  emptyExtra,
  header,
  requestedCategory,
}: ShowBrowserProps) {
  const t = useT()
  const city = useAtomValue(cityAtom)
  const [categories, setCategories] = useState<readonly Category[]>(BUILT_IN_CATEGORIES)
  const [category, setCategory] = useState(requestedCategory?.code || ALL_CATEGORY)
  const requestedSeq = requestedCategory?.seq
  const requestedCode = requestedCategory?.code
  useEffect(() => {
    if (requestedCode) setCategory(requestedCode)
  }, [requestedSeq, requestedCode])
  const [sort, setSort] = useState<SortOption>(DEFAULT_SORT)
  const [date, setDate] = useState<DateFilter>(ANY_DATE)

  useEffect(() => {
    let live = true
    fetchCategories(city.cityId).then(
      (list) => live && setCategories(categoryTabs(list)),
      () => live && setCategories(categoryTabs(null)),
    )
    return () => {
      live = false
    }
  }, [city.cityId])

  const dates = dateQuery(date, Date.now())
  const key = JSON.stringify([city.cityId, category, sort, dates, keyword ?? ''])
  const fetchPage = useCallback(
    (offset: number, length: number) =>
      searchShows(browseQuery({ pageType, offset, length, cityId: city.cityId, keyword, category, sort, dates })),
    // `key` holds every input of the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, pageType],
  )
  const pages = useShowPages(fetchPage, key)

  return (
    <View className='show-browser' data-city={city.cityId}>
      {header}
      <ShowFilters
        categories={categories}
        category={category}
        onCategory={setCategory}
        sort={sort}
        onSort={setSort}
        date={date}
        onDate={setDate}
      />
      {/* The count's line is kept while the first page loads, so the list does not move down when it comes. */}
      {pages.status === 'ready' && pages.items.length > 0 ? (
        <Text className='show-browser__count'>{t('shows.list.count', { count: pages.total })}</Text>
      ) : pages.status === 'loading' ? (
        <Text className='show-browser__count' aria-hidden>
          {'\u00a0'}
        </Text>
      ) : null}
      <ShowList pages={pages} emptyTitle={emptyTitle} {...(emptyHint ? { emptyHint } : {})} emptyExtra={emptyExtra} />
    </View>
  )
}
