/**
 * The build's environment (spec section 3, Environment): which gateway the app talks to and
 * which shop it is, from build configuration (config/index.ts defineConstants, set by the
 * APP_GATEWAY_HOST, APP_MERCHANT_ID, APP_DISABLED_UPDATE=1, APP_DEBUG=1 and APP_MERCHANT_DOMAIN_WEB environment
 * variables at build time).
 */
declare const APP_GATEWAY_HOST: string | undefined
declare const APP_MERCHANT_ID: string | undefined
declare const APP_DISABLED_UPDATE: boolean | undefined
declare const APP_DEBUG: boolean | undefined
declare const APP_MERCHANT_DOMAIN_WEB: string | undefined

/** Spec section 3: the client version reported as `ver`. */
export const APP_VERSION = '4.8.0'
/** Spec section 9: the app's own release (code 100), which version/match compares. */
export const RELEASE_VERSION = '1.0.0'
/** The product code the gateway knows this client by (version/match). */
export const PRODUCT_CODE = 'SHOWTIX'

export interface Environment {
  /** Scheme and host of the gateway; '' for the page's own origin (H5 behind `npm start`). */
  readonly gatewayHost: string
  readonly merchantId: string
  readonly version: string
  readonly product: string
  /** Spec section 3: tracking on unless switched off. */
  readonly supportTrack: boolean
  readonly supportMultiSKU: boolean
  readonly supportStudentPlugin: boolean
  /** Spec section 3: no version check at launch (a build that must not prompt to update, e.g. a kiosk). */
  readonly disabledUpdate: boolean
  /**
   * Spec section 3: a debug build. The settings page offers the dev events page (the tracking
   * events as the gateway received them) and the tracker logs each batch it sends.
   */
  readonly isDebug: boolean
  /** Spec section 3: the shop's own web domain; links built for the web start with it (domain/web-domain). */
  readonly merchantDomainWeb: string
}

export const ENVIRONMENT: Environment = {
  gatewayHost: typeof APP_GATEWAY_HOST === 'string' ? APP_GATEWAY_HOST : '',
  merchantId: typeof APP_MERCHANT_ID === 'string' ? APP_MERCHANT_ID : '10001',
  version: APP_VERSION,
  product: PRODUCT_CODE,
  supportTrack: true,
  supportMultiSKU: false,
  supportStudentPlugin: false,
  disabledUpdate: typeof APP_DISABLED_UPDATE === 'boolean' ? APP_DISABLED_UPDATE : false,
  isDebug: typeof APP_DEBUG === 'boolean' ? APP_DEBUG : false,
  merchantDomainWeb: typeof APP_MERCHANT_DOMAIN_WEB === 'string' ? APP_MERCHANT_DOMAIN_WEB : '',
}
