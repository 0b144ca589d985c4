import Taro from '@tarojs/taro'
import type { Platform } from './types'

/** What a device says about itself for risk control (spec section 4); null while the terminal type is unknown. */
export interface DeviceFacts {
  readonly platform: string
  readonly terminalSrc: string
  readonly brand?: string
  readonly model?: string
  readonly system?: string
  readonly screenWidth?: number
  readonly screenHeight?: number
  readonly pixelRatio?: number
  readonly language?: string
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
const size = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined)

export function deviceFacts(platform: Pick<Platform, 'platformType' | 'terminalSrc'>): DeviceFacts | null {
  if (!platform.terminalSrc) return null
  let info: Record<string, unknown> = {}
  try {
    info = Taro.getSystemInfoSync() as unknown as Record<string, unknown>
  } catch {
    // Facts are a best effort: the platform and terminal alone still identify the kind of device.
  }
  const facts: Record<string, string | number | undefined> = {
    platform: platform.platformType,
    terminalSrc: platform.terminalSrc,
    brand: text(info.brand),
    model: text(info.model),
    system: text(info.system),
    screenWidth: size(info.screenWidth),
    screenHeight: size(info.screenHeight),
    pixelRatio: size(info.pixelRatio),
    language: text(info.language),
  }
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as unknown as DeviceFacts
}
