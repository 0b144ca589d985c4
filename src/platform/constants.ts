/** The platform layer's constants, each named once (spec sections 5, 6 and 8). */

/** Spec section 5: image compression on the web (canvas quality, 0 to 1). */
export const WEB_IMAGE_QUALITY = 0.5
/** Spec section 5: image compression on mini-programs (compressImage quality, 0 to 100). */
export const MINI_IMAGE_QUALITY = 50
/** Spec section 5: compressed images fit in this box (aspect ratio kept, never enlarged). */
export const IMAGE_MAX_WIDTH = 1080
export const IMAGE_MAX_HEIGHT = 1960
/** The web accepts only these (spec section 5: else 'h5仅支持选择图片'). */
export const WEB_IMAGE_MIME = /^image\//i
/** Animated images are uploaded as they are (a canvas would keep only the first frame). */
export const UNCOMPRESSED_MIME = /^image\/gif$/i
/** Default number of images to choose. */
export const DEFAULT_IMAGE_COUNT = 1

/** Mini-programs ask for this coordinate system (the map providers' in China). */
export const MINI_COORD_TYPE = 'gcj02'
/** The location scope in the mini-programs' authorisation settings (Alipay names it `location`). */
export const LOCATION_SCOPE = 'scope.userLocation'
export const ALIPAY_LOCATION_SCOPE = 'location'
/** The map's zoom when a venue opens in the mini-programs' map (openLocation; 5 to 18). */
export const MAP_SCALE = 16
/** The browser's "permission denied" (GeolocationPositionError.PERMISSION_DENIED). */
export const WEB_LOCATION_DENIED = 1
/** How long the browser may take to locate the device. */
export const WEB_LOCATION_TIMEOUT_MS = 10_000
/** Alipay's getLocation errors for a denied authorisation (11: permission off, 2001: user refused). */
export const ALIPAY_LOCATION_DENIED = [11, 2001] as const
/** A failure message that means the user refused an authorisation (WeChat, Douyin, Xiaohongshu). */
export const AUTH_DENIED_MESSAGE = /auth (deny|denied)|authorize|permission|denied|拒绝|权限/i
/** A failure message that means the user cancelled. */
export const CANCEL_MESSAGE = /cancel/i

/** Payment products opened in the app's web view (issue 5 item 6). */
export const WEB_VIEW_PAY_PRODUCTS: ReadonlySet<string> = new Set(['ALLIN_JFQ_PAY', 'ICBC_PAY', 'ALIPAY_HK_WAP', 'ALIPAY_HK_WEB'])
/** Payment products the web page redirects to (normalUrl); other web products with a normalUrl do the same. */
export const REDIRECT_PAY_PRODUCTS: ReadonlySet<string> = new Set(['UNIONPAY_WAP', 'SAND_QUICK', 'WEIXIN_H5'])
/** The WeChat payment parameters (wx.requestPayment on weapp; getBrandWCPayRequest in WXH5). */
export const WECHAT_PAY_PARAMS = ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'] as const
/** The WeChat JS bridge's payment call and its answers. */
export const WEIXIN_PAY_INVOKE = 'getBrandWCPayRequest'
export const WEIXIN_PAY_OK = 'get_brand_wcpay_request:ok'
export const WEIXIN_PAY_CANCEL = 'get_brand_wcpay_request:cancel'
/** How long to wait for WeixinJSBridgeReady before the payment fails. */
export const WEIXIN_BRIDGE_TIMEOUT_MS = 3000
/** The bank app's form field (posted to paymentInfo.gatewayUrl). */
export const BANK_FORM_FIELD = 'jsonRequestData'
/** Alipay my.tradePay result codes. */
export const ALIPAY_PAY = { paid: '9000', cancelled: '6001', pending: ['8000', '6004'] } as const
/** Douyin tt.pay: the cashier (service 5) and its result codes. */
export const DOUYIN_PAY_SERVICE = 5
export const DOUYIN_PAY = { paid: 0, cancelled: 4, pending: 9 } as const

/** Locale keys under "platform" (src/i18n/locales). */
export const MESSAGES = {
  /** Spec section 6: why the app asks for the location. */
  locationReason: 'platform.location.reason',
  locationAuthTitle: 'platform.location.authTitle',
  locationOpenSettings: 'platform.location.openSettings',
  /** Spec section 6: 获取定位授权失败. */
  locationDenied: 'platform.location.denied',
  locationFailed: 'platform.location.failed',
  cancel: 'platform.common.cancel',
  /** Spec section 5: 'h5仅支持选择图片'. */
  webImagesOnly: 'platform.image.webImagesOnly',
  imageFailed: 'platform.image.failed',
  loginFailed: 'platform.login.failed',
  phoneBindDenied: 'platform.phone.bindDenied',
  phoneNoNumber: 'platform.phone.noNumber',
  phoneCallFailed: 'platform.phone.callFailed',
  /** Spec section 8: 'Copy failed'. */
  copyFailed: 'platform.clipboard.failed',
  /** Spec section 8: 跳转失败. */
  openFailed: 'platform.miniProgram.openFailed',
  /** Spec section 8: 'Payment failed' (also when the pay info is empty). */
  payFailed: 'platform.pay.failed',
  /** Spec section 8: 调用一网通支付失败. */
  payBankAppFailed: 'platform.pay.bankAppFailed',
  /** Spec section 8: a cancelled payment shows an empty message; the key is for logs. */
  payCancelled: 'platform.pay.cancelled',
  payUnsupported: 'platform.unsupported.payment',
  subscribeFailed: 'platform.subscribe.failed',
  shareFailed: 'platform.share.failed',
  /** Spec section 8: 'new version available, delete mini-program and reopen'. */
  updateFailed: 'platform.update.failed',
} as const

/** s9: the mini-programs' own network timeouts (app.json `networkTimeout`), in ms. */
export const NETWORK_TIMEOUT = { request: 30_000, connectSocket: 60_000, uploadFile: 60_000, downloadFile: 30_000 } as const
