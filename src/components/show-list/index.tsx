import Taro, { usePageScroll, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useShellHold } from '@/boot/ready'
import type { ShowListItem } from '@/api/shows'
import { Button } from '@/components/ui'
import { SHOW_CARD_WIDE_HEIGHT, ShowCard, type ShowCardData } from '@/components/show-card'
import { FIRST_SCREEN_CARDS, visibleRows } from '@/domain/show-lists'
import { useT } from '@/i18n/use-t'
import type { ShowPages } from './use-show-pages'
import './show-list.scss'
import '@/i18n/locales/shows'

export { useShowPages, type ShowPages, type PagesStatus } from './use-show-pages'

/** Rows rendered above and below the screen. */
export const OVERSCAN_ROWS = 6
/** The first cards' posters load at once (on a phone's first screen), the others when scrolled to. */
export const EAGER_POSTERS = FIRST_SCREEN_CARDS
/** Placeholder rows while the first page loads. */
const SKELETON_ROWS = 4
/** Design width the card heights are given in (Taro's 750). */
const DESIGN_WIDTH = 750

let listSeq = 0

export interface ShowListProps {
  /** The pages (`useShowPages`). */
  readonly pages: ShowPages
  /** What an empty list says (title, then a hint), and what goes under it (recommendations). */
  readonly emptyTitle: string
  readonly emptyHint?: string
  readonly emptyExtra?: ReactNode
  /** Something at the end of each card (a remove button on favourites). */
  readonly cardExtra?: (show: ShowListItem) => ReactNode
}

/** One row's height in px before a row can be measured: the design height at this window's width. */
function estimatedRowHeight(): number {
  try {
    const { windowWidth } = Taro.getWindowInfo()
    return (SHOW_CARD_WIDE_HEIGHT * Math.min(windowWidth || 375, 500)) / DESIGN_WIDTH
  } catch {
    return SHOW_CARD_WIDE_HEIGHT / 2
  }
}

function windowHeight(): number {
  try {
    return Taro.getWindowInfo().windowHeight || 667
  } catch {
    return 667
  }
}

/**
 * A long list of wide show cards, virtualised on the page's scroll: only the rows around the
 * screen are rendered, spacers stand in for the others (every row has the card's fixed height), so
 * 500 cards scroll like 20. The next page loads near the bottom; the footer says loading, offers a
 * retry after a failure, or says it is the end. Loading, error and empty states are its own.
 */
export function ShowList({ pages, emptyTitle, emptyHint, emptyExtra, cardExtra }: ShowListProps) {
  const t = useT()
  const [id] = useState(() => `show-list-${(listSeq += 1)}`)
  const metrics = useRef({ rowHeight: 0, listTop: 0, scrollTop: 0 })
  const [range, setRange] = useState({ start: 0, end: 0 })
  const count = pages.items.length

  const update = useCallback(() => {
    const { rowHeight, listTop, scrollTop } = metrics.current
    const next = visibleRows({
      scrollTop,
      viewportHeight: windowHeight(),
      listTop,
      rowHeight: rowHeight || estimatedRowHeight(),
      count,
      overscan: OVERSCAN_ROWS,
    })
    setRange((now) => (now.start === next.start && now.end === next.end ? now : next))
  }, [count])

  // A selector query runs against the page on top. The list's own page, seen when it first renders.
  const ownPage = useRef(Taro.getCurrentInstance().router?.path)

  // Measure a row and where the list starts once rows are on the page (again when the list changes).
  useEffect(() => {
    update()
    if (count === 0) return
    Taro.nextTick(() => {
      // The user may have switched tabs before the shows arrived: another page is on top (on H5
      // still mounting, and Taro's query throws for it). Rows keep their estimated height then.
      if (Taro.getCurrentInstance().router?.path !== ownPage.current) return
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .boundingClientRect()
        .select(`#${id} .show-list__row`)
        .boundingClientRect()
        .selectViewport()
        .scrollOffset()
        .exec((res: unknown[]) => {
          const [list, row, viewport] = res as Array<{ top?: number; height?: number; scrollTop?: number } | null>
          if (row?.height) metrics.current.rowHeight = row.height
          if (list && typeof list.top === 'number') metrics.current.listTop = list.top + (viewport?.scrollTop ?? 0)
          update()
        })
    })
  }, [id, count, update])

  usePageScroll(({ scrollTop }) => {
    metrics.current.scrollTop = scrollTop
    update()
  })
  useReachBottom(() => pages.loadMore())
  // H5: the app shell repeats the first cards (with the posters the boot script may have painted): it stays until they are in.
  useShellHold(pages.status === 'loading')

  if (pages.status === 'loading') {
    return (
      <View className='show-list show-list--loading' aria-busy>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <View key={index} className='show-list__row'>
            <View className='show-list__skeleton'>
              <View className='show-list__skeleton-poster' />
              <View className='show-list__skeleton-lines'>
                <View className='show-list__skeleton-line' />
                <View className='show-list__skeleton-line show-list__skeleton-line--short' />
              </View>
            </View>
          </View>
        ))}
      </View>
    )
  }

  if (pages.status === 'error') {
    return (
      <View className='show-list__state' role='alert'>
        <Text className='show-list__state-text'>{t('shows.list.error')}</Text>
        <Button className='show-list__retry' size='small' onClick={pages.reload}>
          {t('shows.list.retry')}
        </Button>
      </View>
    )
  }

  if (count === 0) {
    return (
      <View className='show-list__empty'>
        <View className='show-list__state' role='status'>
          <Text className='show-list__state-text'>{emptyTitle}</Text>
          {emptyHint && <Text className='show-list__state-hint'>{emptyHint}</Text>}
        </View>
        {emptyExtra}
      </View>
    )
  }

  const rowHeight = metrics.current.rowHeight || estimatedRowHeight()
  const end = Math.max(range.end, Math.min(count, range.start + OVERSCAN_ROWS))
  const visible = pages.items.slice(range.start, end)
  return (
    <View className='show-list' id={id} data-count={count}>
      <View className='show-list__spacer' style={{ height: `${range.start * rowHeight}px` }} />
      {visible.map((show, index) => (
        <View key={show.showId} className='show-list__row'>
          <ShowCard show={show as ShowCardData} extra={cardExtra?.(show)} eager={range.start + index < EAGER_POSTERS} />
        </View>
      ))}
      <View className='show-list__spacer' style={{ height: `${(count - end) * rowHeight}px` }} />
      <View className='show-list__footer'>
        {pages.loadingMore && <Text className='show-list__footer-text'>{t('shows.list.loadingMore')}</Text>}
        {!pages.loadingMore && pages.moreFailed && (
          <View className='show-list__footer-retry' role='button' onClick={pages.loadMore}>
            <Text className='show-list__footer-text'>{t('shows.list.moreFailed')}</Text>
          </View>
        )}
        {!pages.loadingMore && !pages.moreFailed && pages.hasMore && (
          <View className='show-list__footer-retry' role='button' onClick={pages.loadMore}>
            <Text className='show-list__footer-text'>{t('shows.list.loadingMore')}</Text>
          </View>
        )}
        {!pages.hasMore && <Text className='show-list__footer-text show-list__end'>{t('shows.list.end')}</Text>}
      </View>
    </View>
  )
}
