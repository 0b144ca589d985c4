import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { fetchRecommend, type ShowListItem } from '@/api/shows'
import { ShowCard } from '@/components/show-card'
import { useT } from '@/i18n/use-t'
import './show-recommend.scss'
import '@/i18n/locales/shows'

/** Shows in the recommend grid (three rows of three). */
export const RECOMMEND_COUNT = 9

export interface ShowRecommendProps {
  readonly cityId?: string
  /** Shows like this one, without it (show detail). */
  readonly showId?: string
  readonly categoryCode?: string
  /** The favourites page asks with isFavoriteListPageRecommend. */
  readonly favoritePage?: boolean
  readonly count?: number
}

/**
 * "Recommended for you" (show/recommend): a grid of compact cards. Shown under an empty search
 * result, an empty favourites list, and (later) on show detail. Nothing at all while loading or
 * when it fails or is empty: it is extra, never in the way.
 */
export function ShowRecommend({ cityId, showId, categoryCode, favoritePage, count = RECOMMEND_COUNT }: ShowRecommendProps) {
  const t = useT()
  const [shows, setShows] = useState<ShowListItem[]>([])
  useEffect(() => {
    let live = true
    fetchRecommend({
      length: count,
      ...(cityId ? { cityId } : {}),
      ...(showId ? { showId } : {}),
      ...(categoryCode ? { backendCategoryCode: categoryCode } : {}),
      ...(favoritePage ? { isFavoriteListPageRecommend: true } : {}),
    }).then(
      (page) => live && setShows(page.list),
      () => live && setShows([]),
    )
    return () => {
      live = false
    }
  }, [cityId, showId, categoryCode, favoritePage, count])

  if (shows.length === 0) return null
  return (
    <View className='show-recommend'>
      <Text className='show-recommend__title'>{t('shows.recommend.title')}</Text>
      <View className='show-recommend__grid'>
        {shows.map((show) => (
          <ShowCard key={show.showId} show={show} variant='compact' className='show-recommend__card' />
        ))}
      </View>
    </View>
  )
}
