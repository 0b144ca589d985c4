import { Input, ScrollView, Text, View } from '@tarojs/components'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import { cityAt, fetchCities } from '@/api/home'
import { Button } from '@/components/ui'
import { Popup } from '@/components/ui/popup'
import { locateCity, type City } from '@/domain/city'
import { currentIn, groupByInitial, searchCities, siteCities, type SiteCity } from '@/domain/city-list'
import { useT } from '@/i18n/use-t'
import { platform } from '@/platform'
import { isLocationDenied } from '@/runtime/location'
import { cityAtom, cityChosenAtom } from '@/state/city'
import { localeAtom } from '@/state/preferences'
import '@/i18n/locales/home'

export interface CityPickerProps {
  readonly visible: boolean
  readonly onClose: () => void
}

type ListState = { status: 'loading' } | { status: 'ready'; cities: SiteCity[]; hot: SiteCity[] } | { status: 'error' }
type LocateState = { status: 'idle' | 'locating' } | { status: 'found'; city: City } | { status: 'failed'; denied: boolean }

/**
 * City selection (spec section 2) in a full-height popup: the current city, the city the device's
 * location gives (Shanghai when it cannot), hot cities, and every city by initial, with a search by
 * name or pinyin. A pick is stored (cityAtom, cityChosenAtom) and closes the popup.
 */
export function CityPicker({ visible, onClose }: CityPickerProps) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const [selected, setSelected] = useAtom(cityAtom)
  const setChosen = useSetAtom(cityChosenAtom)
  const [list, setList] = useState<ListState>({ status: 'loading' })
  const [query, setQuery] = useState('')
  const [located, setLocated] = useState<LocateState>({ status: 'idle' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!visible) return undefined
    let live = true
    setList((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }))
    fetchCities().then(
      (answer) => {
        if (!live) return
        const cities = siteCities(answer.cities)
        setList({ status: 'ready', cities, hot: cities.filter((city) => city.isHot) })
      },
      () => live && setList((previous) => (previous.status === 'ready' ? previous : { status: 'error' })),
    )
    return () => {
      live = false
    }
  }, [visible, locale, attempt])

  const locate = async () => {
    setLocated({ status: 'locating' })
    const found = await locateCity({ getLocation: () => platform.getLocation(), cityAt }, isLocationDenied)
    setLocated(found.located ? { status: 'found', city: found.city } : { status: 'failed', denied: found.reason === 'denied' })
  }

  useEffect(() => {
    if (visible && located.status === 'idle') void locate()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on first open
  }, [visible])

  const choose = (city: City) => {
    const { cityId, cityName, provinceId, siteId } = city
    setSelected({ cityId, cityName, ...(provinceId ? { provinceId } : {}), ...(siteId ? { siteId } : {}) })
    setChosen(true)
    setQuery('')
    onClose()
  }

  const cities = useMemo(() => (list.status === 'ready' ? list.cities : []), [list])
  const current = currentIn(cities, selected, t('city.defaultName'))
  const found = useMemo(() => searchCities(cities, query), [cities, query])
  const groups = useMemo(() => groupByInitial(found), [found])
  const searching = query.trim() !== ''

  const cityButton = (city: City, extra = '') => (
    <View
      key={`${extra}${city.cityId}`}
      className={`city-picker__chip${city.cityId === selected.cityId ? ' city-picker__chip--current' : ''}`}
      role='button'
      aria-pressed={city.cityId === selected.cityId}
      data-city={city.cityId}
      onClick={() => choose(city)}
    >
      <Text>{city.cityName}</Text>
    </View>
  )

  return (
    <Popup
      visible={visible}
      position='bottom'
      onClose={onClose}
      closeable
      title={t('home.city.title')}
      className='city-picker'
      style={{ height: '100%' }}
      destroyOnClose={false}
      lockScroll
    >
      <View className='city-picker__body' role='dialog' aria-label={t('home.city.title')}>
        <View className='city-picker__search'>
          <Input
            className='city-picker__input'
            value={query}
            placeholder={t('home.city.search')}
            aria-label={t('home.city.search')}
            confirmType='search'
            onInput={(event) => setQuery(event.detail.value)}
          />
        </View>
        <ScrollView className='city-picker__scroll' scrollY>
          {!searching && (
            <View className='city-picker__section'>
              <Text className='city-picker__heading'>{t('home.city.current')}</Text>
              <View className='city-picker__chips'>{cityButton(current, 'current-')}</View>
              <Text className='city-picker__heading'>{t('home.city.located')}</Text>
              <View className='city-picker__chips city-picker__located' aria-live='polite'>
                {located.status === 'locating' && <Text className='city-picker__note'>{t('home.city.locating')}</Text>}
                {located.status === 'found' && cityButton(currentIn(cities, located.city), 'located-')}
                {located.status === 'failed' && (
                  <Text className='city-picker__note'>{t(located.denied ? 'home.city.denied' : 'home.city.failed')}</Text>
                )}
                {located.status !== 'locating' && (
                  <View className='city-picker__locate' role='button' onClick={() => void locate()}>
                    <Text>{t('home.city.locate')}</Text>
                  </View>
                )}
              </View>
            </View>
          )}
          {list.status === 'loading' && <View className='city-picker__loading' aria-busy aria-label={t('home.loading')} />}
          {list.status === 'error' && (
            <View className='city-picker__status' role='alert'>
              <Text className='city-picker__note'>{t('home.city.loadFailed')}</Text>
              <Button size='small' type='primary' onClick={() => setAttempt((value) => value + 1)}>
                {t('home.retry')}
              </Button>
            </View>
          )}
          {list.status === 'ready' && !searching && list.hot.length > 0 && (
            <View className='city-picker__section'>
              <Text className='city-picker__heading'>{t('home.city.hot')}</Text>
              <View className='city-picker__chips'>{list.hot.map((city) => cityButton(city, 'hot-'))}</View>
            </View>
          )}
          {list.status === 'ready' && searching && found.length === 0 && (
            <View className='city-picker__status' role='status'>
              <Text className='city-picker__note'>{t('home.city.noResult', { query: query.trim() })}</Text>
            </View>
          )}
          {list.status === 'ready' && found.length > 0 && (
            <View className='city-picker__section'>
              {!searching && <Text className='city-picker__heading'>{t('home.city.all')}</Text>}
              {groups.map((group) => (
                <View key={group.initial} className='city-picker__group'>
                  <Text className='city-picker__initial'>{group.initial}</Text>
                  {group.cities.map((city) => (
                    <View
                      key={city.cityId}
                      className={`city-picker__row${city.cityId === selected.cityId ? ' city-picker__row--current' : ''}`}
                      role='button'
                      aria-pressed={city.cityId === selected.cityId}
                      data-city={city.cityId}
                      onClick={() => choose(city)}
                    >
                      <Text>{city.cityName}</Text>
                    </View>
                  ))}
                </View>
              ))}
            </View>
          )}
        </ScrollView>
      </View>
    </Popup>
  )
}
