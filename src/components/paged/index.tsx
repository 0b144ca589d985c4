/** A list loaded page by page and the footer under it (first used by the places, then the coupons). */
import { Text, View } from '@tarojs/components'
import { useT } from '@/i18n/use-t'
import './paged.scss'
import '@/i18n/locales/places'

export { usePaged, type PagedState } from './use-paged'
export { usePagedPage } from './use-paged-page'

export interface MoreFooterProps {
  readonly more: 'idle' | 'loading' | 'error'
  readonly hasMore: boolean
  readonly onMore: () => void
}

/**
 * Under a paged list: load more, loading, a failed page (tap to retry), or the end. Each state is
 * its own element (a key): Taro's H5 view does not take a tap handler back once it was removed.
 */
export function MoreFooter({ more, hasMore, onMore }: MoreFooterProps) {
  const t = useT()
  if (more === 'error') {
    return (
      <View key='error' className='place-more place-more--error' role='button' onClick={onMore}>
        <Text>{t('places.common.loadMoreFailed')}</Text>
      </View>
    )
  }
  if (more === 'loading') {
    return (
      <View key='loading' className='place-more place-more--loading' aria-busy>
        <Text>{t('places.common.loadingMore')}</Text>
      </View>
    )
  }
  if (hasMore) {
    return (
      <View key='more' className='place-more place-more--more' role='button' onClick={onMore}>
        <Text>{t('places.common.loadMore')}</Text>
      </View>
    )
  }
  return (
    <View key='end' className='place-more place-more--end'>
      <Text>{t('places.common.noMore')}</Text>
    </View>
  )
}
