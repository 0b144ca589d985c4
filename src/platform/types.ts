/**
 * The one interface every target implements (DESIGN.md, "Platforms"; issue 5 item 6). The rest
 * of the app asks `platform` (src/platform/index.ts) and never branches on the target itself.
 */
import type { PlatformType, Target } from './env'
import type { Capabilities, Capability } from './capabilities'

export type { PlatformType, Target } from './env'
export type { Capabilities, Capability } from './capabilities'

/**
 * Spec section 1, terminal sources (the `terminal-src` header; the gateway keeps one session per
 * user and terminal source). Mapping, from the platform type (terminal.ts):
 * - PC (desktop browser) -> WEB
 * - WXH5 (WeChat's browser) -> WEIXIN_H5
 * - H5 (mobile browser) and CMB (the bank app's browser) -> H5
 * - FlutterAPPH5 (the native app's web view) -> the app's own: IOS or ANDROID, from the user agent
 * - mini-programs -> the device: IOS or ANDROID, from the system info
 * and H5 whenever the device cannot be told (developer tools, desktop mini-program clients).
 */
export type TerminalSrc = 'H5' | 'WEB' | 'WEIXIN_H5' | 'IOS' | 'ANDROID'

/** What the gateway's pay call answers (trade `payments/pay`), as the adapter needs it. */
export interface PayRequest {
  /** The chosen payment product (WEIXIN_MINI, CMB_PAY, UNIONPAY_WAP, ALIPAY_HK_WAP...). */
  readonly paymentProduct: string
  /** Carried by a PaymentError (spec section 8: payment errors carry orderId and statusCode). */
  readonly orderId?: string
  /** Native payment parameters: WeChat's six, Alipay's tradeNO, Douyin's order... */
  readonly paymentInfoMap?: Readonly<Record<string, string>> | null
  /** The bank app (CMB): form-post jsonRequestData to gatewayUrl. */
  readonly paymentInfo?: { readonly jsonRequestData: string; readonly gatewayUrl: string } | null
  /** The provider's page: a redirect, or a web view for the web-view products. */
  readonly normalUrl?: string | null
}

/**
 * How a payment went. `paid`: the native cashier reported success. `pending`: the provider
 * could not say (Alipay 8000/6004, Douyin 9): check the order. `webView`: open `url` in the app's
 * web-view page (src/platform knows no pages). `redirected`: this page is being left for the
 * provider (redirect, bank form post); the provider returns to the shop's return URL.
 */
export type PayOutcome =
  | { readonly kind: 'paid' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'webView'; readonly url: string }
  | { readonly kind: 'redirected' }

/**
 * Reminders: WeChat subscribe messages on the WeChat mini-program (which templates the user
 * accepted); everywhere else the caller takes the SMS path (spec section 5).
 */
export type SubscribeResult =
  | { readonly channel: 'weixin'; readonly accepted: readonly string[]; readonly rejected: readonly string[] }
  | { readonly channel: 'sms' }

export interface ShareContent {
  readonly title: string
  /** A page path with its query (mini-programs) or an address (web). */
  readonly path: string
  readonly imageUrl?: string
}

export interface Coordinates {
  readonly latitude: number
  readonly longitude: number
  /** Mini-programs answer in GCJ-02 (Mars coordinates); browsers in WGS-84 (GPS). */
  readonly coordType: 'gcj02' | 'wgs84'
}

/** A place to show on the platform's map, for navigation there (a venue). */
export interface MapLocation {
  /** GCJ-02, as the gateway gives venues and the mini-programs' maps expect. */
  readonly latitude: number
  readonly longitude: number
  readonly name: string
  readonly address: string
}

export interface ChooseImageOptions {
  /** How many images at most (default 1). */
  readonly count?: number
  readonly sourceType?: ReadonlyArray<'album' | 'camera'>
}

export interface ChosenImage {
  /** A temporary file path (mini-programs) or a blob: URL (web), after compression. */
  readonly path: string
  /** In bytes: of the compressed file on the web, of the chosen file on mini-programs. */
  readonly size: number
  /** The MIME type, where the platform reports it (web). */
  readonly type?: string
  /** The file itself (web), for a multipart upload. */
  readonly file?: Blob
}

/** The `getPhoneNumber` button's event detail (WeChat, Douyin, Xiaohongshu). */
export interface PhoneButtonDetail {
  readonly errMsg?: string
  readonly code?: string
  readonly encryptedData?: string
  readonly iv?: string
}

/** What the gateway needs to bind the phone number: a fresh login code and the phone credential. */
export interface PhoneBinding {
  readonly loginCode: string
  /** WeChat's phone code (getPhoneNumber's dynamic token). */
  readonly code?: string
  readonly encryptedData?: string
  readonly iv?: string
  /** Alipay's encrypted `my.getPhoneNumber` response. */
  readonly response?: string
}

export interface MiniProgramTarget {
  readonly appId: string
  readonly path?: string
  readonly extraData?: Readonly<Record<string, unknown>>
}

/** The platform's key-value storage, values as stored (missing: undefined). */
export interface KeyValueStorage {
  get(key: string): unknown
  set(key: string, value: unknown): void
  remove(key: string): void
}

export interface Platform {
  /** The build target this implementation is for. */
  readonly target: Target
  /** Spec section 1 platform type; on H5 the detected host (WXH5, CMB, FlutterAPPH5, PC or H5). */
  readonly platformType: PlatformType
  readonly terminalSrc: TerminalSrc
  /** Spec section 5 capability row of `platformType` (capabilities.ts). */
  readonly capabilities: Capabilities
  supports(capability: Capability): boolean
  /** Resolves when `capability` is available here, else rejects with its translated PlatformError. */
  ensure(capability: Capability): Promise<void>

  /** The mini-program login code (Taro.login; Alipay's auth code); null on the web, which has none. */
  login(): Promise<string | null>
  /** Mini-programs only: the credentials to bind the phone number the user just allowed. */
  bindPhone(detail: PhoneButtonDetail): Promise<PhoneBinding>
  /** The platform's own payment for what the gateway's pay call answered. Cancel: a silent PaymentError. */
  pay(request: PayRequest): Promise<PayOutcome>
  /** Reminder subscription: WeChat subscribe messages on weapp, else the SMS path. */
  subscribe(templateIds: readonly string[]): Promise<SubscribeResult>
  /** Custom share where the capability matrix allows it; rejects elsewhere. */
  share(content: ShareContent): Promise<void>
  /** The device location; denial rejects with 获取定位授权失败 (platform.location.denied). */
  getLocation(): Promise<Coordinates>
  /** Images only (web refuses anything else), compressed (quality, 1080 x 1960 at most). Cancel: []. */
  chooseImage(options?: ChooseImageOptions): Promise<ChosenImage[]>
  openMiniProgram(target: MiniProgramTarget): Promise<void>
  /**
   * Spec section 5, map navigation (not on the web): the platform's map at `location`, from which
   * the user starts navigation. Rejects with UnsupportedError where the matrix says no; the user
   * closing the map is not an error.
   */
  openLocation(location: MapLocation): Promise<void>
  makePhoneCall(phoneNumber: string): Promise<void>
  setClipboard(text: string): Promise<void>
  /** Keeps the screen on while an entry code is shown (best effort; resolves either way). */
  keepScreenOn(on: boolean): Promise<void>
  /**
   * Spec section 8: installs the newer version the gateway asked for (the mini-program's update
   * manager; a reload on the web). Rejects with 'new version available, delete mini-program and
   * reopen' (platform.update.failed) when the platform cannot.
   */
  applyUpdate(): Promise<void>
  readonly storage: KeyValueStorage
}
