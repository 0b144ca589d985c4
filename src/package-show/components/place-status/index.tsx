import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui'
import { isNotFound } from '@/http'
import { useT } from '@/i18n/use-t'
import { goHome } from '@/navigation/navigate'
import './place-status.scss'
import '@/i18n/locales/places'

export { useLoad, type LoadState } from '@/components/use-load'
export { usePaged, type PagedState } from './use-paged'

export interface PlaceStatusProps {
  readonly kind: 'loading' | 'error' | 'empty'
  /** What went wrong, or why there is nothing (not for loading). */
  readonly message?: string
  /** Error: the retry button. */
  readonly onRetry?: () => void
  /** A way home instead (a link to something that does not exist). */
  readonly home?: boolean
  readonly children?: ReactNode
  readonly className?: string
}

/** The loading skeleton, error and empty states of the tour, group and venue pages. */
export function PlaceStatus({ kind, message, onRetry, home, children, className }: PlaceStatusProps) {
  const t = useT()
  const extra = className ? ` ${className}` : ''
  if (kind === 'loading') {
    return (
      <View className={`place-status place-status--loading${extra}`} aria-busy aria-label={t('places.common.loading')}>
        <View className='place-status__poster' />
        <View className='place-status__lines'>
          <View className='place-status__line place-status__line--title' />
          <View className='place-status__line' />
          <View className='place-status__line place-status__line--short' />
        </View>
      </View>
    )
  }
  return (
    <View className={`place-status place-status--${kind}${extra}`} role={kind === 'error' ? 'alert' : 'status'}>
      <Text className='place-status__message'>{message}</Text>
      {kind === 'error' && onRetry && (
        <Button className='place-status__retry' type='primary' size='small' onClick={onRetry}>
          {t('places.common.retry')}
        </Button>
      )}
      {home && (
        <Button className='place-status__home' size='small' onClick={() => void goHome()}>
          {t('places.common.home')}
        </Button>
      )}
      {children}
    </View>
  )
}

/** A failed first load: "does not exist" with a way home, or "did not load" with retry. */
export function LoadFailure({ error, notFound, onRetry }: { error: unknown; notFound: string; onRetry: () => void }) {
  const t = useT()
  return isNotFound(error) ? (
    <PlaceStatus kind='empty' className='place-status--not-found' message={notFound} home />
  ) : (
    <PlaceStatus kind='error' message={t('places.common.loadFailed')} onRetry={onRetry} />
  )
}

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
