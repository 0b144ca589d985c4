import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useCallback, useState } from 'react'
import { fetchFavorites, removeFavorite, type ShowListItem } from '@/api/shows'
import { feedback } from '@/components/feedback'
import { ShowList, useShowPages } from '@/components/show-list'
import { ShowRecommend } from '@/components/show-recommend'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { cityAtom } from '@/state/city'
import './favorite-shows.scss'
import '@/i18n/locales/shows'

/**
 * The caller's favourite shows (spec section 2, favorite-show; login): the latest first, 20 at a
 * time, each with a remove button; empty: a hint and recommendations.
 */
export function FavoriteShows() {
  const t = useT()
  const city = useAtomValue(cityAtom)
  const pages = useShowPages(fetchFavorites, 'favorites')
  const [removing, setRemoving] = useState<string | null>(null)

  const remove = useCallback(
    async (show: ShowListItem) => {
      if (removing) return
      setRemoving(show.showId)
      try {
        await removeFavorite(show.showId)
        pages.drop(show.showId)
        feedback.presenter.toast({ text: t('shows.favorite.removed') }, TOAST_DURATION_MS)
      } catch {
        feedback.presenter.toast({ text: t('shows.favorite.removeFailed') }, TOAST_DURATION_MS)
      } finally {
        setRemoving(null)
      }
    },
    [removing, pages, t],
  )

  return (
    <View className='favorite-shows'>
      <ShowList
        pages={pages}
        emptyTitle={t('shows.favorite.empty')}
        emptyHint={t('shows.favorite.emptyHint')}
        emptyExtra={<ShowRecommend cityId={city.cityId} favoritePage />}
        cardExtra={(show) => (
          <View
            className={`favorite-shows__remove${removing === show.showId ? ' favorite-shows__remove--busy' : ''}`}
            role='button'
            aria-disabled={removing === show.showId}
            onClick={() => void remove(show)}
          >
            <Text>{t('shows.favorite.remove')}</Text>
          </View>
        )}
      />
    </View>
  )
}
