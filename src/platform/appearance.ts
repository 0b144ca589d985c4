import Taro from '@tarojs/taro'
import { isH5, platformType } from './env'

/** Whether the system is in dark mode (for the FOLLOW_SYSTEM appearance). */
export function systemPrefersDark(): boolean {
  if (isH5) return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true
  try {
    return Taro.getSystemInfoSync().theme === 'dark'
  } catch {
    return false
  }
}

/** Spec section 9: status bar 20 unless the system reports its own height. */
export const DEFAULT_STATUS_BAR_HEIGHT = 20
/** Spec section 9: title bar 44. */
export const TITLE_BAR_HEIGHT = 44

/**
 * The space above the title bar: the system's status bar on mini-programs; in a native app's web
 * view the page runs under the status bar too; a browser draws its own, so none there.
 */
export function statusBarHeight(): number {
  if (isH5) return platformType() === 'FlutterAPPH5' ? DEFAULT_STATUS_BAR_HEIGHT : 0
  try {
    return Taro.getSystemInfoSync().statusBarHeight || DEFAULT_STATUS_BAR_HEIGHT
  } catch {
    return DEFAULT_STATUS_BAR_HEIGHT
  }
}
