/** WeChat mini-program (MP_WEIXIN): wx.requestPayment, subscribe messages, the phone button's code. */
import type { PlatformOptions } from './common'
import { createMiniPlatform, wechatRequestPayment } from './mini'
import type { Platform } from './types'

export function createWeappPlatform(options: PlatformOptions = {}): Platform {
  return createMiniPlatform({ target: 'weapp', platformType: 'MP_WEIXIN', pay: wechatRequestPayment }, options)
}
