/**
 * City selection (spec section 2): the gateway's sites/cities list read into cities, searched
 * by name or pinyin, and grouped by initial letter for the list.
 */
import { DEFAULT_CITY, type City } from './city'

export interface SiteCity extends City {
  /** Lower-case pinyin of the Chinese name (`shanghai`). */
  readonly pinyin: string
  /** A-Z, from the pinyin. */
  readonly initial: string
  readonly isHot: boolean
}

export interface CityGroup {
  readonly initial: string
  readonly cities: readonly SiteCity[]
}

type Raw = Record<string, unknown>
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** One city of the gateway's list; undefined when it lacks an id or a name. */
export function siteCity(raw: unknown): SiteCity | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const item = raw as Raw
  const cityId = text(item.cityId) || text(item.id)
  const cityName = text(item.cityName)
  if (!cityId || !cityName) return undefined
  const pinyin = text(item.pinyin).toLowerCase()
  const letter = (text(item.initial) || pinyin).slice(0, 1).toUpperCase()
  return {
    cityId,
    cityName,
    ...(text(item.provinceId) ? { provinceId: text(item.provinceId) } : {}),
    ...(text(item.siteId) ? { siteId: text(item.siteId) } : {}),
    pinyin,
    initial: /^[A-Z]$/.test(letter) ? letter : '#',
    isHot: item.isHot === true,
  }
}

/** The gateway's cities, each once (the first of an id wins). */
export function siteCities(raw: unknown): SiteCity[] {
  const seen = new Set<string>()
  const out: SiteCity[] = []
  for (const item of Array.isArray(raw) ? raw : []) {
    const city = siteCity(item)
    if (!city || seen.has(city.cityId)) continue
    seen.add(city.cityId)
    out.push(city)
  }
  return out
}

/** Lower case, no spaces or apostrophes: `Xi'an` and `xi an` both become `xian`. */
const fold = (value: string) => value.toLowerCase().replace(/[\s'’-]+/g, '')

/**
 * The cities a search keeps: the name contains the words (any case, spaces and apostrophes
 * ignored), or the pinyin starts with them. An empty search keeps all.
 */
export function searchCities(cities: readonly SiteCity[], query: string): SiteCity[] {
  const wanted = fold(query)
  if (!wanted) return [...cities]
  return cities.filter((city) => fold(city.cityName).includes(wanted) || city.pinyin.replace(/\s+/g, '').startsWith(wanted))
}

/** Cities grouped by initial, A-Z ('#' last), each group in the gateway's order. */
export function groupByInitial(cities: readonly SiteCity[]): CityGroup[] {
  const groups = new Map<string, SiteCity[]>()
  for (const city of cities) groups.set(city.initial, [...(groups.get(city.initial) ?? []), city])
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([initial, list]) => ({ initial, cities: list }))
}

/**
 * The city a stored selection stands for in the list (names follow the language). Before the list
 * is in, or when it failed: the default city by `defaultName` (its name in the current language,
 * from the words), any other as it was picked.
 */
export function currentIn(cities: readonly SiteCity[], selected: City, defaultName?: string): City {
  const listed = cities.find((city) => city.cityId === selected.cityId)
  if (listed) return listed
  return defaultName && selected.cityId === DEFAULT_CITY.cityId ? { ...selected, cityName: defaultName } : selected
}
