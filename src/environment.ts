/**
 * The build's environment (spec section 3, Environment): which gateway the app talks to and
 * which shop it is, from build configuration (config/index.ts defineConstants, set by the
 * APP_GATEWAY_HOST and APP_MERCHANT_ID environment variables at build time).
 */
declare const APP_GATEWAY_HOST: string | undefined
declare const APP_MERCHANT_ID: string | undefined

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
}

export const ENVIRONMENT: Environment = {
  gatewayHost: typeof APP_GATEWAY_HOST === 'string' ? APP_GATEWAY_HOST : '',
  merchantId: typeof APP_MERCHANT_ID === 'string' ? APP_MERCHANT_ID : '10001',
  version: APP_VERSION,
  product: PRODUCT_CODE,
  supportTrack: true,
  supportMultiSKU: false,
  supportStudentPlugin: false,
}
