/** Shared by the platform tests: a fake browser host and the five implementations. */
import type { PlatformOptions } from '@/platform/common'
import { createAlipayPlatform } from '@/platform/alipay'
import { createH5Platform } from '@/platform/h5'
import { createTtPlatform } from '@/platform/tt'
import type { Platform, PlatformType, Target } from '@/platform/types'
import { createWeappPlatform } from '@/platform/weapp'
import type { WebHost, WeixinBridge } from '@/platform/web-host'
import { createXhsPlatform } from '@/platform/xhs'

export const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI',
  cmb: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Mobile Safari/537.36 MPBank/11.2.0',
  flutterIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 FlutterAPP/3.1',
  flutterAndroid: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile Safari/537.36 FlutterAPP/3.1',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
}

/** A user agent and width that make each H5 host. */
export const WEB_HOSTS: Record<'H5' | 'WXH5' | 'CMB' | 'FlutterAPPH5' | 'PC', { userAgent: string; width: number }> = {
  H5: { userAgent: UA.android, width: 375 },
  WXH5: { userAgent: UA.wechat, width: 375 },
  CMB: { userAgent: UA.cmb, width: 375 },
  FlutterAPPH5: { userAgent: UA.flutterIos, width: 375 },
  PC: { userAgent: UA.desktop, width: 1280 },
}

export type FakeHost = WebHost & { [K in keyof WebHost]: jest.Mock }

/** A browser that records what the platform asks of it. */
export function fakeHost(userAgent = UA.android, width = 375, bridge?: WeixinBridge): FakeHost {
  return {
    userAgent: jest.fn(() => userAgent),
    viewportWidth: jest.fn(() => width),
    redirect: jest.fn(),
    reload: jest.fn(),
    postForm: jest.fn(),
    weixinBridge: jest.fn(async () => {
      if (!bridge) throw new Error('no bridge')
      return bridge
    }),
    geolocation: jest.fn(() => undefined),
    share: jest.fn(() => undefined),
    compressImage: jest.fn(
      async (file: Blob) => new Blob([new Uint8Array(Math.max(1, Math.floor(file.size / 4)))], { type: 'image/jpeg' }),
    ),
    objectUrl: jest.fn(() => 'blob:compressed'),
  }
}

export function webPlatform(type: keyof typeof WEB_HOSTS, options: PlatformOptions = {}): { platform: Platform; host: FakeHost } {
  const { userAgent, width } = WEB_HOSTS[type]
  const host = fakeHost(userAgent, width)
  return { platform: createH5Platform(host, options), host }
}

export const MINI_FACTORIES: Record<Exclude<Target, 'h5'>, (options?: PlatformOptions) => Platform> = {
  weapp: createWeappPlatform,
  alipay: createAlipayPlatform,
  tt: createTtPlatform,
  xhs: createXhsPlatform,
}

export const MINI_TYPES: Record<Exclude<Target, 'h5'>, PlatformType> = {
  weapp: 'MP_WEIXIN',
  alipay: 'MP_ALI',
  tt: 'MP_TT',
  xhs: 'MP_XHS',
}

/** An implementation for every platform type: the mini-programs' own, the H5 one on each host. */
export function platformFor(type: PlatformType, options: PlatformOptions = {}): Platform {
  const mini = (Object.keys(MINI_TYPES) as Array<keyof typeof MINI_TYPES>).find((target) => MINI_TYPES[target] === type)
  if (mini) return MINI_FACTORIES[mini](options)
  return webPlatform(type as keyof typeof WEB_HOSTS, options).platform
}

/** The rejection of `promise` (fails the test if it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await promise
  } catch (error) {
    return error as Error & Record<string, unknown>
  }
  throw new Error('expected a rejection')
}
