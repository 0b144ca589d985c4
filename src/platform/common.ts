/** What every implementation shares: storage, clipboard, phone calls and the capability checks. */
import Taro from '@tarojs/taro'
import { capabilitiesOf, type Capabilities, type Capability } from './capabilities'
import { MESSAGES } from './constants'
import { isCancel } from './call'
import type { PlatformType } from './env'
import { PlatformError, UnsupportedError } from './errors'
import type { KeyValueStorage, Platform } from './types'

/** Construction options of every implementation. */
export interface PlatformOptions {
  /** Replaces cells of the capability row (tests of the paths the spec turns off). */
  readonly capabilities?: Partial<Capabilities>
}

/** The platform's own storage (localStorage through Taro on H5). A missing key ('' from Taro) is undefined. */
export const taroStorage: KeyValueStorage = {
  get(key) {
    const value: unknown = Taro.getStorageSync(key)
    return value === '' ? undefined : value
  },
  set(key, value) {
    Taro.setStorageSync(key, value)
  },
  remove(key) {
    Taro.removeStorageSync(key)
  },
}

/**
 * Keeps the screen on (and, where the platform allows, bright) while an entry code is shown;
 * `false` gives it back. Best effort: a platform without it, or a refusal, changes nothing.
 */
export async function keepScreenOn(on: boolean): Promise<void> {
  try {
    await Taro.setKeepScreenOn({ keepScreenOn: on })
  } catch {
    // Not available here (H5 has no such call): the code is still shown.
  }
}

/** Copies text (Taro maps it to Alipay's setClipboard and to the browser's clipboard). */
export async function setClipboard(text: string): Promise<void> {
  try {
    await Taro.setClipboardData({ data: text })
  } catch (error) {
    throw new PlatformError(MESSAGES.copyFailed, { cause: error })
  }
}

/** Dials a number; the user dismissing the dialler is not an error. Spec 5: only if a number exists. */
export async function makePhoneCall(phoneNumber: string): Promise<void> {
  const number = phoneNumber.trim()
  if (number === '') throw new PlatformError(MESSAGES.phoneNoNumber)
  try {
    await Taro.makePhoneCall({ phoneNumber: number })
  } catch (error) {
    if (isCancel(error)) return
    throw new PlatformError(MESSAGES.phoneCallFailed, { cause: error })
  }
}

/** `supports`, `ensure` and `capabilities` over the current platform type. */
export function capabilityChecks(
  platformType: () => PlatformType,
  options: PlatformOptions,
): Pick<Platform, 'capabilities' | 'supports' | 'ensure'> {
  const capabilities = () => capabilitiesOf(platformType(), options.capabilities)
  return {
    get capabilities() {
      return capabilities()
    },
    supports: (capability: Capability) => capabilities()[capability],
    ensure: async (capability: Capability) => {
      if (!capabilities()[capability]) throw new UnsupportedError(capability)
    },
  }
}
