/**
 * The storage keys of what the app keeps across launches. Here, without jotai, because the H5
 * boot script (src/boot) reads some of them before the app's code has loaded.
 */

/** The UI language (state/preferences). */
export const LOCALE_KEY = 'locale'
/** The shop the app is on H5 (state/merchant): the last one a link named. */
export const MERCHANT_KEY = 'merchantId'
/** The selected city (state/city); a shop other than the build's keeps its own (domain/city cityKeyOf). */
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
/** The ticket holder's offline cache (state/ticket-cache): one key per cached type, `ticketCache.<type>`. */
export const TICKET_CACHE_KEY_PREFIX = 'ticketCache.'
/** The privilege tokens per privilegeId (state/privilege; D39): sent as `privilege-token`, cleared on logout. */
export const PRIVILEGE_TOKENS_KEY = 'privilegeTokens'
