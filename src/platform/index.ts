/**
 * The platform of this build: `import { platform } from '@/platform'`.
 *
 * Chosen with `process.env.TARO_ENV` compared literally (not env.ts's TARGET), so that webpack,
 * which replaces it with the build's target, drops the other targets' branches from the bundle.
 */
import { createAlipayPlatform } from './alipay'
import { createH5Platform } from './h5'
import { createTtPlatform } from './tt'
import type { Platform } from './types'
import { createWeappPlatform } from './weapp'
import { createXhsPlatform } from './xhs'

function createPlatform(): Platform {
  if (process.env.TARO_ENV === 'weapp') return createWeappPlatform()
  if (process.env.TARO_ENV === 'alipay') return createAlipayPlatform()
  if (process.env.TARO_ENV === 'tt') return createTtPlatform()
  if (process.env.TARO_ENV === 'xhs') return createXhsPlatform()
  return createH5Platform()
}

export const platform: Platform = createPlatform()

export type * from './types'
export { CAPABILITIES, CAPABILITY_NAMES, PLATFORM_TYPES, UNSUPPORTED_KEYS } from './capabilities'
export { MESSAGES as PLATFORM_MESSAGES } from './constants'
export { deviceFacts, type DeviceFacts } from './device'
export { PaymentError, PlatformError, UnsupportedError, isPlatformError } from './errors'
