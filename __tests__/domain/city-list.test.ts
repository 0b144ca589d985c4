import { currentIn, groupByInitial, searchCities, siteCities, siteCity } from '@/domain/city-list'
import { DEFAULT_CITY } from '@/domain/city'

const RAW = [
  { cityId: 'BL1106', cityName: '上海', provinceId: '31', siteId: 'site-310100', pinyin: 'shanghai', initial: 'S', isHot: true },
  { cityId: 'BL1241', cityName: '北京', provinceId: '11', pinyin: 'beijing', initial: 'B', isHot: true },
  { cityId: 'BL1201', cityName: '广州', pinyin: 'guangzhou', isHot: false },
  { cityId: 'BL1202', cityName: '深圳', pinyin: 'shenzhen' },
  { cityId: 'BL1999', cityName: "Xi'an", pinyin: 'xian' },
]

describe('siteCity / siteCities', () => {
  it('reads a city with its pinyin, initial and hot flag', () => {
    expect(siteCity(RAW[0])).toEqual({
      cityId: 'BL1106',
      cityName: '上海',
      provinceId: '31',
      siteId: 'site-310100',
      pinyin: 'shanghai',
      initial: 'S',
      isHot: true,
    })
  })

  it('derives the initial from the pinyin, else #', () => {
    expect(siteCity(RAW[2])?.initial).toBe('G')
    expect(siteCity({ cityId: 'X', cityName: '某地' })?.initial).toBe('#')
    expect(siteCity({ cityId: 'X', cityName: '某地', pinyin: '9x' })?.initial).toBe('#')
  })

  it('takes id when cityId is missing; refuses a city without id or name', () => {
    expect(siteCity({ id: 'BL1', cityName: 'A', pinyin: 'a' })?.cityId).toBe('BL1')
    expect(siteCity({ cityName: 'A' })).toBeUndefined()
    expect(siteCity({ cityId: 'A', cityName: ' ' })).toBeUndefined()
    expect(siteCity(null)).toBeUndefined()
    expect(siteCity('BL1')).toBeUndefined()
  })

  it('keeps each city once and drops bad entries', () => {
    expect(siteCities([...RAW, RAW[0], null, {}]).map((city) => city.cityId)).toEqual([
      'BL1106',
      'BL1241',
      'BL1201',
      'BL1202',
      'BL1999',
    ])
    expect(siteCities(undefined)).toEqual([])
  })
})

describe('searchCities', () => {
  const cities = siteCities(RAW)
  const ids = (query: string) => searchCities(cities, query).map((city) => city.cityId)

  it('an empty or blank search keeps every city', () => {
    expect(ids('')).toHaveLength(5)
    expect(ids('   ')).toHaveLength(5)
  })

  it('matches a part of the name', () => {
    expect(ids('北')).toEqual(['BL1241'])
    expect(ids('深圳')).toEqual(['BL1202'])
  })

  it('matches the start of the pinyin in any case', () => {
    expect(ids('bei')).toEqual(['BL1241'])
    expect(ids('SH')).toEqual(['BL1106', 'BL1202'])
    expect(ids('jing')).toEqual([])
  })

  it('ignores spaces and apostrophes', () => {
    expect(ids('xi an')).toEqual(['BL1999'])
    expect(ids("xi'an")).toEqual(['BL1999'])
    expect(ids(' bei jing ')).toEqual(['BL1241'])
  })

  it('finds nothing for an unknown city', () => {
    expect(ids('tokyo')).toEqual([])
  })
})

describe('groupByInitial', () => {
  it('groups A-Z with # last, keeping the gateway order inside a group', () => {
    const groups = groupByInitial(siteCities([...RAW, { cityId: 'Z', cityName: '某地' }]))
    expect(groups.map((group) => group.initial)).toEqual(['B', 'G', 'S', 'X', '#'])
    expect(groups.find((group) => group.initial === 'S')?.cities.map((city) => city.cityId)).toEqual(['BL1106', 'BL1202'])
  })
})

describe('currentIn', () => {
  it("shows the stored city by the list's name (the language may have changed)", () => {
    const english = siteCities([{ cityId: 'BL1106', cityName: 'Shanghai', pinyin: 'shanghai' }])
    expect(currentIn(english, DEFAULT_CITY).cityName).toBe('Shanghai')
    expect(currentIn([], DEFAULT_CITY)).toBe(DEFAULT_CITY)
  })

  it('before the list is in (or when it failed), names the default city in the current language, and keeps any other as picked', () => {
    expect(currentIn([], DEFAULT_CITY, 'Shanghai').cityName).toBe('Shanghai')
    expect(currentIn([], DEFAULT_CITY, 'Shanghai').cityId).toBe(DEFAULT_CITY.cityId)
    const beijing = { cityId: 'BL1241', cityName: '北京' }
    expect(currentIn([], beijing, 'Shanghai')).toBe(beijing)
    const english = siteCities([{ cityId: 'BL1106', cityName: 'Shanghai', pinyin: 'shanghai' }])
    expect(currentIn(english, DEFAULT_CITY, '上海').cityName).toBe('Shanghai')
  })
})
