import { Image, Text, View } from '@tarojs/components'
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { fetchMasonry } from '@/api/home'
import { ShowCard, type ShowCardData } from '@/components/show-card'
import { Button } from '@/components/ui'
import { EMPTY_MASONRY, appendPage, type GoodsCard, type MasonryItem, type MasonryState } from '@/domain/home-layout'
import { useT } from '@/i18n/use-t'
import { openPage } from '@/navigation/navigate'
import { isShowCard } from './is-show'
import '@/i18n/locales/home'

export interface MasonryProps {
  readonly layoutId: string
  readonly componentId: string
  readonly title: string
  readonly pageSize: number
  readonly cityId: string
  /** Goes up each time the page reaches its bottom: the next page loads. */
  readonly reachBottom: number
}

type Item = MasonryItem<ShowCardData>

function item(raw: unknown): Item | undefined {
  const value = raw as { itemType?: string; data?: unknown } | null
  if (value?.itemType === 'SHOW' && isShowCard(value.data)) return { itemType: 'SHOW', data: value.data }
  const goods = value?.data as GoodsCard | undefined
  if (value?.itemType === 'SPU' && typeof goods?.spuId === 'string' && typeof goods.name === 'string')
    return { itemType: 'SPU', data: goods }
  return undefined
}

/**
 * The masonry (waterfall) component: shows with goods mixed in, two columns, loaded from
 * `masonry_component_data` 20 at a time as the page reaches its bottom (or on the button).
 */
export function Masonry({ layoutId, componentId, title, pageSize, cityId, reachBottom }: MasonryProps) {
  const t = useT()
  const [state, setState] = useState<MasonryState<Item>>(EMPTY_MASONRY)
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')
  const busy = useRef(false)
  const current = useRef(state)
  current.current = state
  const generation = useRef(0)

  const load = useCallback(async () => {
    if (busy.current || current.current.done) return
    busy.current = true
    const mine = generation.current
    setStatus('loading')
    try {
      const page = await fetchMasonry({ layoutId, componentId, offset: current.current.offset, length: pageSize, cityId })
      if (mine !== generation.current) return
      const list = page.list.map(item).filter((value): value is Item => value !== undefined)
      // Items the app cannot draw still move the offset on (they are the gateway's page).
      const next = { ...appendPage(current.current, page, pageSize), items: [...current.current.items, ...list] }
      // The next load reads the new offset at once; the cards render as a transition, in slices
      // the browser can paint and answer taps between (docs/decisions/h5-first-load.md).
      current.current = next
      startTransition(() => {
        setState(next)
        setStatus('idle')
      })
    } catch {
      if (mine === generation.current) setStatus('error')
    } finally {
      if (mine === generation.current) busy.current = false
    }
  }, [layoutId, componentId, pageSize, cityId])

  // A new city or layout starts over.
  useEffect(() => {
    generation.current += 1
    busy.current = false
    current.current = EMPTY_MASONRY
    setState(EMPTY_MASONRY)
    void load()
  }, [load])

  useEffect(() => {
    if (reachBottom > 0) void load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new bottom reached loads
  }, [reachBottom])

  const columns: [Item[], Item[]] = [[], []]
  state.items.forEach((entry, index) => columns[index % 2]!.push(entry))

  return (
    <View className='home-section home-masonry' data-component={componentId}>
      {title ? <Text className='home-section__title'>{title}</Text> : null}
      <View className='home-masonry__columns'>
        {columns.map((column, index) => (
          <View key={index} className='home-masonry__column'>
            {column.map((entry) =>
              entry.itemType === 'SHOW' ? (
                <ShowCard key={`s-${entry.data.showId}`} show={entry.data} variant='compact' className='home-masonry__card' />
              ) : (
                <GoodsTile key={`g-${entry.data.spuId}`} goods={entry.data} soldOut={t('home.goods.soldOut')} />
              ),
            )}
          </View>
        ))}
      </View>
      <View className='home-masonry__footer' aria-live='polite'>
        {status === 'loading' && <Text className='home-masonry__hint'>{t('home.masonry.loading')}</Text>}
        {status === 'error' && (
          <Button className='home-masonry__retry' size='small' onClick={() => void load()}>
            {t('home.masonry.failed')}
          </Button>
        )}
        {status === 'idle' && !state.done && state.items.length > 0 && (
          <Button className='home-masonry__more' size='small' onClick={() => void load()}>
            {t('home.masonry.more')}
          </Button>
        )}
        {status === 'idle' && state.done && state.items.length > 0 && (
          <Text className='home-masonry__hint home-masonry__end'>{t('home.masonry.end')}</Text>
        )}
      </View>
    </View>
  )
}

function GoodsTile({ goods, soldOut }: { goods: GoodsCard; soldOut: string }) {
  const price = goods.minPriceInfo
  return (
    <View
      className='home-goods'
      role='link'
      data-spu={goods.spuId}
      onClick={() => void openPage('shopDetail', { id: goods.spuId })}
    >
      <View className='home-goods__poster' aria-hidden>
        <Image className='home-goods__image' src={goods.posterUrl} mode='aspectFill' lazyLoad />
      </View>
      <Text className='home-goods__name'>{goods.name}</Text>
      <View className='home-goods__meta'>
        {price?.yuanNum ? (
          <Text className='home-goods__price'>
            {price.prefix}
            {price.yuanNum}
            {price.centNum && price.centNum !== '00' ? `.${price.centNum}` : ''}
          </Text>
        ) : null}
        {goods.soldOut ? <Text className='home-goods__sold-out'>{soldOut}</Text> : null}
      </View>
    </View>
  )
}
