/** Cities (spec section 3, Site/city) and the location fallback of spec section 8. */

export interface City {
  readonly cityId: string
  readonly cityName: string
  readonly provinceId?: string
  readonly siteId?: string
}

/** Spec sections 8 and 9: the default city, and where a failed or denied location falls back to. */
export const DEFAULT_CITY: City = { cityId: 'BL1106', cityName: '上海', provinceId: '31' }

export interface LocateDeps {
  /** The device's position (the platform adapter); rejects when denied or unavailable. */
  getLocation(): Promise<{ readonly latitude: number; readonly longitude: number }>
  /** The gateway's `citys/current_location` for a position. */
  cityAt(latitude: number, longitude: number): Promise<City | null>
}

export interface Located {
  readonly city: City
  /** False when the fallback city was used. */
  readonly located: boolean
  /** Why the fallback was used: the user said no, or the lookup failed. */
  readonly reason?: 'denied' | 'failed'
}

/** The user's city: the device's position through the gateway, else Shanghai. */
export async function locateCity(deps: LocateDeps, isDenial: (error: unknown) => boolean): Promise<Located> {
  let position: { latitude: number; longitude: number }
  try {
    position = await deps.getLocation()
  } catch (error) {
    return { city: DEFAULT_CITY, located: false, reason: isDenial(error) ? 'denied' : 'failed' }
  }
  try {
    const city = await deps.cityAt(position.latitude, position.longitude)
    return city ? { city, located: true } : { city: DEFAULT_CITY, located: false, reason: 'failed' }
  } catch {
    return { city: DEFAULT_CITY, located: false, reason: 'failed' }
  }
}
