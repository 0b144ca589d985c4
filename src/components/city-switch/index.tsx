import { Text, View } from '@tarojs/components'
import { useEffect, useState, type ComponentType } from 'react'
import { IconLocation } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import type { CityPickerProps } from './city-picker'
import { useShownCity } from './use-shown-city'
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
  const [open, setOpen] = useState(false)
  const [Picker, setPicker] = useState(() => Loaded)
  // The stored city keeps the name it was picked in: shown in the language shown now.
  const city = useShownCity()

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
