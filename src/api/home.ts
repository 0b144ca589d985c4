/** Home endpoints (spec section 7, General). */
import type { City } from '@/domain/city'
import { request } from '@/http'

interface CityView {
  readonly cityId: string
  readonly cityName: string
  readonly provinceId?: string
  readonly siteId?: string
  readonly located?: boolean
}

/** GET citys/current_location: the city of a position (the gateway falls back itself). */
export async function cityAt(latitude: number, longitude: number): Promise<City | null> {
  const city = await request<CityView>({
    service: 'home',
    path: '/pub/v5/citys/current_location',
    params: { lat: latitude, lng: longitude },
    silent: true,
  })
  if (!city.located) return null
  return {
    cityId: city.cityId,
    cityName: city.cityName,
    ...(city.provinceId ? { provinceId: city.provinceId } : {}),
    ...(city.siteId ? { siteId: city.siteId } : {}),
  }
}
