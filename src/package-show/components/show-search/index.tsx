import { Input, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { fetchHotSearches } from '@/api/shows'
import { useShopTexts } from '@/components/copywriting'
import { ShowBrowser } from '@/components/show-browser'
import { ShowRecommend } from '@/components/show-recommend'
import { KEYWORD_MAX_LENGTH, searchKeyword } from '@/domain/show-lists'
import { useT } from '@/i18n/use-t'
import { goBack } from '@/navigation/navigate'
import { cityAtom } from '@/state/city'
import { useSearchHistory } from './history'
import './show-search.scss'
import '@/i18n/locales/shows'

export interface ShowSearchProps {
  /** The search box's placeholder (/search/{placeholder}); searched when the box is left empty. */
  readonly placeholder?: string
}

/**
 * Search (spec section 2, /search and /search/{placeholder}): a keyword (the placeholder when
 * none is typed), the history kept on this device and clearable, hot searches; the results with
 * category, sort and date filters, 20 at a time; an empty result offers recommendations.
 */
export function ShowSearch({ placeholder = '' }: ShowSearchProps) {
  const t = useT()
  const city = useAtomValue(cityAtom)
  const { history, remember, clear } = useSearchHistory()
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState<string | null>(null)
  const [hot, setHot] = useState<string[]>([])
  // The shop's placeholder and hot words (copywriting) where the page was given none / the city has none.
  const texts = useShopTexts()
  const hotWords = hot.length > 0 ? hot : texts.list('search.hotWords')
  const boxPlaceholder = placeholder || texts.text('search.placeholder') || t('shows.search.placeholder')
  const [confirmingClear, setConfirmingClear] = useState(false)
  // Search with nothing typed and no placeholder to search: say what to type (issue 15 item 8).
  const [typeFirst, setTypeFirst] = useState(false)

  useEffect(() => {
    let live = true
    fetchHotSearches(city.cityId).then(
      (words) => live && setHot(words),
      () => live && setHot([]),
    )
    return () => {
      live = false
    }
  }, [city.cityId])

  const search = (text: string) => {
    const word = searchKeyword(text, placeholder)
    setTypeFirst(!word)
    if (!word) return
    setTyped(text.trim() ? text : word)
    setKeyword(word)
    remember(word)
  }

  const cancel = () => {
    if (keyword === null) void goBack()
    else setKeyword(null)
  }

  return (
    <View className='show-search'>
      <View className='show-search__bar' role='search'>
        <View className='show-search__box'>
          <Input
            className='show-search__input'
            type='text'
            confirmType='search'
            maxlength={KEYWORD_MAX_LENGTH}
            focus={keyword === null}
            placeholder={boxPlaceholder}
            aria-label={t('shows.search.submit')}
            value={typed}
            onInput={(event) => {
              setTyped(event.detail.value)
              setTypeFirst(false)
            }}
            onConfirm={(event) => search(event.detail.value)}
          />
          {typed !== '' && (
            <View
              className='show-search__clear'
              role='button'
              aria-label={t('shows.search.clear')}
              onClick={() => {
                setTyped('')
                setKeyword(null)
              }}
            />
          )}
        </View>
        <View className='show-search__submit' role='button' onClick={() => search(typed)}>
          <Text>{t('shows.search.submit')}</Text>
        </View>
        <View className='show-search__cancel' role='button' onClick={cancel}>
          <Text>{t('shows.search.cancel')}</Text>
        </View>
      </View>

      {typeFirst && (
        <View className='show-search__type-first' role='alert'>
          <Text>{t('shows.search.typeFirst')}</Text>
        </View>
      )}
      {keyword === null ? (
        <View className='show-search__suggest'>
          {history.length > 0 && (
            <View className='show-search__section show-search__history'>
              <View className='show-search__section-head'>
                <Text className='show-search__section-title'>{t('shows.search.history')}</Text>
                {!confirmingClear && (
                  <View className='show-search__clear-history' role='button' onClick={() => setConfirmingClear(true)}>
                    <Text>{t('shows.search.clearHistory')}</Text>
                  </View>
                )}
              </View>
              {confirmingClear && (
                <View className='show-search__confirm' role='alertdialog'>
                  <Text className='show-search__confirm-text'>{t('shows.search.clearHistoryConfirm')}</Text>
                  <View className='show-search__confirm-actions'>
                    <View className='show-search__chip' role='button' onClick={() => setConfirmingClear(false)}>
                      <Text>{t('shows.search.dismiss')}</Text>
                    </View>
                    <View
                      className='show-search__chip show-search__chip--danger show-search__confirm-clear'
                      role='button'
                      onClick={() => {
                        clear()
                        setConfirmingClear(false)
                      }}
                    >
                      <Text>{t('shows.search.confirm')}</Text>
                    </View>
                  </View>
                </View>
              )}
              <View className='show-search__chips'>
                {history.map((word) => (
                  <View
                    key={word}
                    className='show-search__chip show-search__history-item'
                    role='button'
                    onClick={() => search(word)}
                  >
                    <Text>{word}</Text>
                  </View>
                ))}
              </View>
            </View>
          )}
          {hotWords.length > 0 && (
            <View className='show-search__section show-search__hot'>
              <Text className='show-search__section-title'>{t('shows.search.hot')}</Text>
              <View className='show-search__chips'>
                {hotWords.map((word, index) => (
                  <View
                    key={word}
                    className={`show-search__chip show-search__hot-item${index < 3 ? ' show-search__chip--hot' : ''}`}
                    role='button'
                    onClick={() => search(word)}
                  >
                    <Text>{word}</Text>
                  </View>
                ))}
              </View>
            </View>
          )}
        </View>
      ) : (
        <ShowBrowser
          pageType='SEARCH_PAGE'
          keyword={keyword}
          emptyTitle={t('shows.search.noResult', { keyword })}
          emptyHint={t('shows.search.noResultHint')}
          emptyExtra={<ShowRecommend cityId={city.cityId} />}
        />
      )}
    </View>
  )
}
