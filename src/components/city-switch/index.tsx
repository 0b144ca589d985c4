import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useEffect, useState, type ComponentType } from 'react'
import { fetchCities } from '@/api/home'
import { IconLocation } from '@/components/ui'
import { currentIn, siteCities, type SiteCity } from '@/domain/city-list'
import { useT } from '@/i18n/use-t'
import { cityAtom } from '@/state/city'
import { localeAtom } from '@/state/preferences'
import type { CityPickerProps } from './city-picker'
import './city-switch.scss'
import '@/i18n/locales/home'

let Loaded: ComponentType<CityPickerProps> | undefined
let loading: Promise<ComponentType<CityPickerProps>> | undefined

/** The city picker (NutUI Popup, the list, the search) loads on first use: it is not in the first load. */
export function loadCityPicker(): Promise<ComponentType<CityPickerProps>> {
  loading ??= import('./city-picker').then(
    (module) => (Loaded = module.CityPicker),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * The current city with the switch (spec section 2, city selection): a tap opens the city picker
 * over the page; a city picked there is stored (cityAtom) and every page that reads it refreshes.
 */
export function CitySwitch() {
  const t = useT()
  const stored = useAtomValue(cityAtom)
  const locale = useAtomValue(localeAtom)
  const [open, setOpen] = useState(false)
  const [Picker, setPicker] = useState(() => Loaded)
  const [named, setNamed] = useState<SiteCity[]>([])
  // The stored city keeps the name it was picked in: the list gives it in the language shown now.
  const city = currentIn(named, stored, t('city.defaultName'))

  useEffect(() => {
    let live = true
    fetchCities().then(
      (answer) => live && setNamed(siteCities(answer.cities)),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [locale])

  useEffect(() => {
    if (!open || Picker) return undefined
    let live = true
    loadCityPicker().then(
      (loaded) => live && setPicker(() => loaded),
      () => live && setOpen(false),
    )
    return () => {
      live = false
    }
  }, [open, Picker])

  return (
    <>
      <View
        className='city-switch'
        role='button'
        aria-label={t('home.city.switch', { city: city.cityName })}
        aria-haspopup='dialog'
        onClick={() => setOpen(true)}
      >
        <IconLocation size={14} className='city-switch__icon' />
        <Text className='city-switch__name'>{city.cityName}</Text>
        <Text className='city-switch__caret' aria-hidden>
          ▾
        </Text>
      </View>
      {Picker && <Picker visible={open} onClose={() => setOpen(false)} />}
    </>
  )
}
