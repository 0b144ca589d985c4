/**
 * The storage keys of what the app keeps across launches. Here, without jotai, because the H5
 * boot script (src/boot) reads some of them before the app's code has loaded.
 */

/** The UI language (state/preferences). */
export const LOCALE_KEY = 'locale'
/** The selected city (state/city). */
export const CITY_KEY = 'city'
/** The session (state/session). */
export const SESSION_KEYS = {
  userId: 'bizUserId',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  email: 'email',
  countryCode: 'countryCode',
  riskToken: 'riskToken',
} as const
