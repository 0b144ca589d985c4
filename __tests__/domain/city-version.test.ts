import { DEFAULT_CITY, locateCity, type LocateDeps } from '@/domain/city'
import { versionAction } from '@/domain/version'

const DENIED = new Error('getLocation:fail auth deny')
const isDenial = (error: unknown) => error === DENIED
const HANGZHOU = { cityId: 'BL1131', cityName: '杭州', provinceId: '33' }

describe('locateCity: the device position through the gateway, else Shanghai', () => {
  const deps = (overrides: Partial<LocateDeps>): LocateDeps => ({
    getLocation: async () => ({ latitude: 30.27, longitude: 120.15 }),
    cityAt: async () => HANGZHOU,
    ...overrides,
  })

  it('finds the city of the position', async () => {
    const cityAt = jest.fn(async () => HANGZHOU)
    await expect(locateCity(deps({ cityAt }), isDenial)).resolves.toEqual({ city: HANGZHOU, located: true })
    expect(cityAt).toHaveBeenCalledWith(30.27, 120.15)
  })

  it('falls back to Shanghai (BL1106, province 31) when the user denies location', async () => {
    const result = await locateCity(deps({ getLocation: async () => Promise.reject(DENIED) }), isDenial)
    expect(result).toEqual({ city: DEFAULT_CITY, located: false, reason: 'denied' })
    expect(DEFAULT_CITY).toEqual({ cityId: 'BL1106', cityName: '上海', provinceId: '31' })
  })

  it('falls back when the position or the lookup fails', async () => {
    const noGps = await locateCity(deps({ getLocation: async () => Promise.reject(new Error('timeout')) }), isDenial)
    expect(noGps).toEqual({ city: DEFAULT_CITY, located: false, reason: 'failed' })
    const noCity = await locateCity(deps({ cityAt: async () => Promise.reject(new Error('HTTP 504')) }), isDenial)
    expect(noCity.city).toBe(DEFAULT_CITY)
    const unknown = await locateCity(deps({ cityAt: async () => null }), isDenial)
    expect(unknown.located).toBe(false)
  })
})

describe('versionAction (version/match)', () => {
  it('blocks on FORCE, suggests on WEAK, else nothing', () => {
    expect(versionAction('FORCE')).toBe('block')
    expect(versionAction('WEAK')).toBe('suggest')
    expect(versionAction(undefined)).toBe('none')
    expect(versionAction('NONE')).toBe('none')
  })
})
