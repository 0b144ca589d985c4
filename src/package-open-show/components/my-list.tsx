import { Image, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { MoreFooter, usePagedPage, type PagedState } from '@/components/paged'
import { LoadFailure, StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import './open-show.scss'
import '@/i18n/locales/open-show'

/**
 * The shell of my open-show lists (open-show-list, registration-list): loading, failed with a
 * retry, empty, else the cards 20 a page with the footer that loads more (and pull-to-refresh).
 */
export function MyList<T>({
  paged,
  modifier,
  children,
}: {
  readonly paged: PagedState<T>
  readonly modifier: string
  readonly children: (items: readonly T[]) => ReactNode
}) {
  const t = useT()
  usePagedPage(paged)
  if (paged.status === 'loading') return <StatusView kind='loading' />
  if (paged.status === 'error')
    return <LoadFailure error={paged.error} message={t('open-show.list.loadFailed')} onRetry={paged.reload} />
  if (paged.items.length === 0)
    return <StatusView kind='empty' message={t('open-show.list.empty')} hint={t('open-show.list.emptyHint')} />
  return (
    <View className={`open-show open-show--plain open-show--${modifier}`}>
      {children(paged.items)}
      <MoreFooter more={paged.more} hasMore={paged.hasMore} onMore={paged.loadMore} />
    </View>
  )
}

/** One card of those lists: the poster, its lines, a tap that opens it. */
export function MyListCard({
  posterUrl,
  onOpen,
  data,
  children,
}: {
  readonly posterUrl: string
  readonly onOpen: () => void
  readonly data: Readonly<Record<string, string>>
  readonly children: ReactNode
}) {
  return (
    <View className='open-show__card open-show__item' role='link' {...data} onClick={onOpen}>
      <Image className='open-show__thumb' src={posterUrl} mode='aspectFill' aria-hidden />
      <View className='open-show__item-text'>{children}</View>
    </View>
  )
}
