import Taro from '@tarojs/taro'
import { isH5 } from './env'

/** The query the app was opened with: the address bar on H5, the launch options on mini-programs. */
export function launchQuery(): Record<string, string> {
  if (isH5) {
    if (typeof window === 'undefined') return {}
    return Object.fromEntries(new URLSearchParams(window.location.search))
  }
  try {
    return (Taro.getLaunchOptionsSync().query ?? {}) as Record<string, string>
  } catch {
    return {}
  }
}
