import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { fetchCities } from '@/api/home'
import type { City } from '@/domain/city'
import { currentIn, siteCities, type SiteCity } from '@/domain/city-list'
import { useT } from '@/i18n/use-t'
import { cityAtom } from '@/state/city'
import { localeAtom } from '@/state/preferences'

/**
 * The stored city as it is named in the current language: the stored city keeps the name it was
 * picked in, so the gateway's city list (asked again when the language changes) names it; until
 * that answers, or when it fails, the default city is named from the words.
 */
export function useShownCity(): City {
  const t = useT()
  const stored = useAtomValue(cityAtom)
  const locale = useAtomValue(localeAtom)
  const [named, setNamed] = useState<SiteCity[]>([])

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

  return currentIn(named, stored, t('city.defaultName'))
}
