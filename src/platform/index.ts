/**
 * The platform of this build: `import { platform } from '@/platform'`.
 *
 * Chosen with `process.env.TARO_ENV` compared literally (not env.ts's TARGET): webpack replaces it
 * with the build's target and does not follow a `require` in a branch it knows is dead, so each
 * build carries its own adapter only (with static imports every target's adapter was in every
 * bundle: the mini-program ones were 20 KB of H5's first load).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- see above: requires in dead branches are dropped */
import type * as Alipay from './alipay'
import type * as H5 from './h5'
import type * as Tt from './tt'
import type { Platform } from './types'
import type * as Weapp from './weapp'
import type * as Xhs from './xhs'

function createPlatform(): Platform {
  if (process.env.TARO_ENV === 'weapp') return (require('./weapp') as typeof Weapp).createWeappPlatform()
  if (process.env.TARO_ENV === 'alipay') return (require('./alipay') as typeof Alipay).createAlipayPlatform()
  if (process.env.TARO_ENV === 'tt') return (require('./tt') as typeof Tt).createTtPlatform()
  if (process.env.TARO_ENV === 'xhs') return (require('./xhs') as typeof Xhs).createXhsPlatform()
  return (require('./h5') as typeof H5).createH5Platform()
}
/* eslint-enable @typescript-eslint/no-require-imports */

export const platform: Platform = createPlatform()

export type * from './types'
export { CAPABILITIES, CAPABILITY_NAMES, PLATFORM_TYPES, UNSUPPORTED_KEYS } from './capabilities'
export { MESSAGES as PLATFORM_MESSAGES } from './constants'
export { deviceFacts, type DeviceFacts } from './device'
export { PaymentError, PlatformError, UnsupportedError, isPlatformError } from './errors'
export { followMouseDrag, type DragHandlers } from './mouse-drag'
