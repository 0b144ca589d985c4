import { Input, Text, View } from '@tarojs/components'
import { useAtom, useAtomValue } from 'jotai'
import { useState } from 'react'
import { fetchGoods, type SpuItem } from '@/api/goods'
import { GoodsGrid } from '@/components/goods-card'
import { MoreFooter, usePaged } from '@/components/paged'
import { StatusView } from '@/components/status-view'
import { KEYWORD_MAX_LENGTH, isHistory, searchKeyword, withSearch } from '@/domain/show-lists'
import { useT } from '@/i18n/use-t'
import { goBack } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { persistedAtom } from '@/state/persisted'
import './goods-search.scss'
import '@/i18n/locales/shop'

/** The goods searches made on this device, the latest first (kept apart from the show search's). */
const goodsHistoryAtom = persistedAtom<string[]>('goodsSearchHistory', [], isHistory)

/**
 * Goods search (spec section 2 goods-search; issue 23): a keyword (names in the three languages
 * on the gateway), the history kept on this device and clearable, the results 20 at a time.
 */
export function GoodsSearch() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const [history, setHistory] = useAtom(goodsHistoryAtom)
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState<string | null>(null)
  const [typeFirst, setTypeFirst] = useState(false)
  const results = usePaged(
    (offset) =>
      keyword
        ? fetchGoods({ keyword, offset }).then((page) => ({ list: page.spuList, total: page.total, hasMore: page.hasMore }))
        : Promise.resolve({ list: [] as SpuItem[], total: 0, hasMore: false }),
    `${keyword ?? ''}:${locale}`,
    (item: SpuItem) => item.spuId,
  )
  const search = (text: string) => {
    const word = searchKeyword(text)
    setTypeFirst(!word)
    if (!word) return
    setTyped(word)
    setKeyword(word)
    setHistory((list) => withSearch(list, word))
  }
  return (
    <View className='goods-search'>
      <View className='goods-search__bar' role='search'>
        <Input
          className='goods-search__input'
          type='text'
          confirmType='search'
          maxlength={KEYWORD_MAX_LENGTH}
          focus={keyword === null}
          placeholder={t('shop.search.placeholder')}
          aria-label={t('shop.search.submit')}
          value={typed}
          onInput={(event) => setTyped(event.detail.value)}
          onConfirm={(event) => search(event.detail.value)}
        />
        <View className='goods-search__action' role='button' onClick={() => search(typed)}>
          <Text>{t('shop.search.submit')}</Text>
        </View>
        <View
          className='goods-search__cancel'
          role='button'
          onClick={() => (keyword === null ? void goBack() : setKeyword(null))}
        >
          <Text>{t('shop.search.cancel')}</Text>
        </View>
      </View>
      {typeFirst && (
        <View className='goods-search__hint' role='alert'>
          <Text>{t('shop.search.typeFirst')}</Text>
        </View>
      )}
      {keyword === null ? (
        history.length > 0 && (
          <View className='goods-search__history'>
            <View className='goods-search__head'>
              <Text className='goods-search__title'>{t('shop.search.history')}</Text>
              <View className='goods-search__clear' role='button' onClick={() => setHistory([])}>
                <Text>{t('shop.search.clearHistory')}</Text>
              </View>
            </View>
            <View className='goods-search__chips'>
              {history.map((word) => (
                <View key={word} className='goods-search__chip' role='button' onClick={() => search(word)}>
                  <Text>{word}</Text>
                </View>
              ))}
            </View>
          </View>
        )
      ) : (
        <View className='goods-search__results'>
          {results.status === 'loading' && <StatusView kind='loading' skeleton='poster' />}
          {results.status === 'error' && (
            <StatusView kind='error' message={t('shop.search.loadFailed')} onRetry={results.reload} />
          )}
          {results.status === 'ready' && results.items.length === 0 && (
            <StatusView kind='empty' message={t('shop.search.empty', { keyword })} hint={t('shop.search.emptyHint')} />
          )}
          {results.status === 'ready' && results.items.length > 0 && (
            <>
              <GoodsGrid items={results.items} />
              <MoreFooter more={results.more} hasMore={results.hasMore} onMore={results.loadMore} />
            </>
          )}
        </View>
      )}
    </View>
  )
}
