/**
 * Spec section 5, the feature matrix, as data: one row per platform type of spec section 1.
 * Tested row by row in __tests__/platform/capabilities.test.ts.
 */
import type { PlatformType } from './env'

export const CAPABILITY_NAMES = [
  /** A custom share sheet (spec: unsupported everywhere). */
  'customShare',
  /** Our own navigation bar (everywhere but the bank app's browser). */
  'customNavBar',
  /** The "download the app" bar (web only; not inside the app's own web view). */
  'downloadBar',
  /** Navigation to a venue with the map app (not on the web). */
  'mapNavigation',
  /** Student certification (plain web only: mobile browser or desktop). */
  'studentCertification',
  /** WeChat subscribe messages (the WeChat mini-program only). */
  'weixinSubscribe',
  /** Reminders by SMS (wherever WeChat subscribe messages are not available). */
  'smsReminders',
  /** Phone number login (everywhere). */
  'phoneLogin',
  /** Binding the phone number with the platform's phone button (mini-programs only). */
  'phoneBinding',
  /** Email pre-login (not on the web: 'h5 not support'). */
  'emailPreLogin',
  /** Email binding (not on the web: 'h5 not support'). */
  'emailBinding',
  /**
   * Company WeChat customer service (spec s5 "mini only"): WeChat's own openCustomerServiceChat,
   * which only the WeChat mini-program has; the other mini-programs offer the shop's other channels.
   */
  'companyWeChatService',
  /** The mini-program login code (mini-programs only; the web logs in by phone or email). */
  'loginCode',
  /** Opening another mini-program (mini-programs only). */
  'openMiniProgram',
] as const

export type Capability = (typeof CAPABILITY_NAMES)[number]
export type Capabilities = Readonly<Record<Capability, boolean>>

const MINI: Capabilities = {
  customShare: false,
  customNavBar: true,
  downloadBar: false,
  mapNavigation: true,
  studentCertification: false,
  weixinSubscribe: false,
  smsReminders: true,
  phoneLogin: true,
  phoneBinding: true,
  emailPreLogin: true,
  emailBinding: true,
  companyWeChatService: false,
  loginCode: true,
  openMiniProgram: true,
}

const WEB: Capabilities = {
  customShare: false,
  customNavBar: true,
  downloadBar: true,
  mapNavigation: false,
  studentCertification: false,
  weixinSubscribe: false,
  smsReminders: true,
  phoneLogin: true,
  phoneBinding: false,
  emailPreLogin: false,
  emailBinding: false,
  companyWeChatService: false,
  loginCode: false,
  openMiniProgram: false,
}

export const CAPABILITIES: Readonly<Record<PlatformType, Capabilities>> = {
  MP_WEIXIN: { ...MINI, weixinSubscribe: true, smsReminders: false, companyWeChatService: true },
  MP_ALI: MINI,
  MP_TT: MINI,
  MP_XHS: MINI,
  H5: { ...WEB, studentCertification: true },
  PC: { ...WEB, studentCertification: true },
  WXH5: WEB,
  CMB: { ...WEB, customNavBar: false },
  FlutterAPPH5: { ...WEB, downloadBar: false },
}

/** Every platform type of spec section 1 (the rows of the matrix). */
export const PLATFORM_TYPES = Object.keys(CAPABILITIES) as PlatformType[]

/** The translated error an unsupported capability rejects with (locale keys under "platform"). */
export const UNSUPPORTED_KEYS: Readonly<Record<Capability, string>> = {
  customShare: 'platform.unsupported.customShare',
  customNavBar: 'platform.unsupported.feature',
  downloadBar: 'platform.unsupported.feature',
  mapNavigation: 'platform.unsupported.mapNavigation',
  studentCertification: 'platform.unsupported.studentCertification',
  weixinSubscribe: 'platform.unsupported.weixinSubscribe',
  smsReminders: 'platform.unsupported.feature',
  phoneLogin: 'platform.unsupported.feature',
  phoneBinding: 'platform.unsupported.phoneBinding',
  emailPreLogin: 'platform.unsupported.h5',
  emailBinding: 'platform.unsupported.h5',
  companyWeChatService: 'platform.unsupported.companyWeChatService',
  loginCode: 'platform.unsupported.feature',
  openMiniProgram: 'platform.unsupported.openMiniProgram',
}

/** The row of a platform type, with test-only overrides. */
export function capabilitiesOf(type: PlatformType, overrides: Partial<Capabilities> = {}): Capabilities {
  return { ...CAPABILITIES[type], ...overrides }
}
