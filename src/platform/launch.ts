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

/**
 * The path the app was opened at: the address's path on H5 (after `#` with hash routing, as in
 * Taro's test utilities), the launch options' page path on mini-programs; '' when unknown.
 */
export function launchPath(): string {
  if (isH5) {
    if (typeof window === 'undefined') return ''
    const { pathname, hash } = window.location
    return hash.startsWith('#/') ? (hash.slice(1).split('?')[0] ?? '') : pathname
  }
  try {
    return Taro.getLaunchOptionsSync().path ?? ''
  } catch {
    return ''
  }
}
