/** Spec section 1: the terminal source of a platform type (the mapping is documented in types.ts). */
import type { PlatformType } from './env'
import type { TerminalSrc } from './types'

/** IOS or ANDROID from a user agent or a system name ('iOS 17.2', 'android', 'iPhone'); else undefined. */
export function deviceTerminal(text: string): 'IOS' | 'ANDROID' | undefined {
  if (/\b(ios|iphone|ipad|ipod)\b/i.test(text)) return 'IOS'
  if (/android/i.test(text)) return 'ANDROID'
  return undefined
}

/** The terminal source of `type`; `device` is the user agent (web) or the system's platform name (mini). */
export function terminalSrcOf(type: PlatformType, device: string): TerminalSrc {
  switch (type) {
    case 'PC':
      return 'WEB'
    case 'WXH5':
      return 'WEIXIN_H5'
    case 'H5':
    case 'CMB':
      return 'H5'
    default:
      return deviceTerminal(device) ?? 'H5'
  }
}
