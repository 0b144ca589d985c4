/** Cities (spec section 3, Site/city) and the location fallback of spec section 8. */

export interface City {
  readonly cityId: string
  readonly cityName: string
  readonly provinceId?: string
  readonly siteId?: string
}

/** Spec sections 8 and 9: the default city, and where a failed or denied location falls back to. */
export const DEFAULT_CITY: City = { cityId: 'BL1106', cityName: '上海', provinceId: '31' }

/** A stored value that is a city (what storage and the boot script accept). */
export const isCity = (value: unknown): value is City =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as City).cityId === 'string' &&
  typeof (value as City).cityName === 'string'

/**
 * Where a shop keeps its city in storage: the build's own shop under `key` itself (every
 * mini-program, and the stored city of installs from before shops kept their own), any other
 * shop (H5 serves several) under `key@merchantId`, so a city chosen in one shop does not carry
 * into another.
 */
export function cityKeyOf(key: string, merchantId: string, buildMerchantId: string): string {
  return merchantId === buildMerchantId ? key : `${key}@${merchantId}`
}

/** The shop's own city from its configuration (`defaultCityId`, `defaultCityName`), when it names one. */
export function shopDefaultCity(
  config: { readonly merchantId?: string; readonly defaultCityId?: string; readonly defaultCityName?: string } | null | undefined,
  merchantId: string,
): City | undefined {
  if (!config || config.merchantId !== merchantId || !config.defaultCityId) return undefined
  return { cityId: config.defaultCityId, cityName: config.defaultCityName || config.defaultCityId }
}

/**
 * The city in force in a shop (issue 15): the one the buyer picked there; else the shop's own
 * (`defaultCityId`); else where location placed them (`stored` when not chosen); else Shanghai
 * (what `stored` reads as when nothing is stored, spec section 8).
 */
export function cityInForce(input: {
  readonly stored: City
  readonly chosen: boolean
  readonly shopDefault?: City | undefined
}): City {
  const own = input.shopDefault
  if (input.chosen || !own) return input.stored
  // Once stored (runtime/location followShopDefaultCity) the same city, the same object: pages that follow the city do not reload.
  return own.cityId === input.stored.cityId && own.cityName === input.stored.cityName ? input.stored : own
}

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
