/**
 * The tracker on the device, loaded after the first page (src/tracking/index.ts): the shop's
 * data-center config decides whether it runs (D29) and gives the key; each batch goes out as a GET
 * of the collector's 1x1 image with the encrypted events in its query (D30), through Taro.request
 * (wx.request and the like on mini-programs).
 */
import Taro from '@tarojs/taro'
import { fetchDataCenterConfig } from '@/api/tracking'
import { TRACK_SEND_TIMEOUT_MS, trackingOn, type TrackEvent } from '@/domain/tracking'
import { ENVIRONMENT } from '@/environment'
import { baseUrl, createHttpConfig } from '@/http/config'
import { GCM_IV_BYTES, aesGcmEncrypt, base64url, fromBase64, utf8 } from './aes-gcm'
import { Tracker, loggingSend, type SendResult, type TrackerDeps } from './tracker'

/** The collector answers HTTP 400 'decrypt fail' for a batch it cannot read: dropped, not retried (D30). */
const UNREADABLE_STATUS = 400

function randomBytes(n: number): Uint8Array {
  const out = new Uint8Array(n)
  const crypto = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto
  if (crypto?.getRandomValues) return crypto.getRandomValues(out)
  for (let i = 0; i < n; i++) out[i] = Math.floor(Math.random() * 256)
  return out
}

const newId = () => base64url(randomBytes(12))

function storageOf(key: string): unknown {
  try {
    const text: unknown = Taro.getStorageSync(key)
    return typeof text === 'string' && text !== '' ? JSON.parse(text) : undefined
  } catch {
    return undefined
  }
}

function imageSender(merchantId: string, keyVersion: number, key: Uint8Array, deviceId: () => string) {
  const url = baseUrl(createHttpConfig(ENVIRONMENT.gatewayHost), 'home', '/pub/v3/t.gif')
  return async (events: readonly TrackEvent[]): Promise<SendResult> => {
    const sealed = base64url(aesGcmEncrypt(key, randomBytes(GCM_IV_BYTES), utf8(JSON.stringify(events))))
    try {
      const answer = await Taro.request({
        url: `${url}?m=${encodeURIComponent(merchantId)}&v=${keyVersion}&i=${encodeURIComponent(deviceId())}&d=${sealed}`,
        method: 'GET',
        timeout: TRACK_SEND_TIMEOUT_MS,
        dataType: 'text',
      })
      if (answer.statusCode === 200) return 'sent'
      return answer.statusCode === UNREADABLE_STATUS ? 'rejected' : 'failed'
    } catch {
      return 'failed'
    }
  }
}

/** A running tracker for the shop, or undefined when tracking is off for it (D29). */
export async function startTracker(merchantId: string, shopFlag: boolean): Promise<Tracker | undefined> {
  if (!trackingOn(ENVIRONMENT.supportTrack, shopFlag, undefined)) return undefined
  const config = await fetchDataCenterConfig(merchantId).catch(() => undefined)
  if (!config || !trackingOn(ENVIRONMENT.supportTrack, shopFlag, config.enabled) || !config.key) return undefined
  const started: { tracker?: Tracker } = {}
  const send = imageSender(merchantId, config.keyVersion, fromBase64(config.key), () => started.tracker?.deviceId ?? '')
  const deps: TrackerDeps = {
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    // Environment isDebug: every batch sent is logged (what left the device, and how it went).
    send: ENVIRONMENT.isDebug ? loggingSend(send, (line) => console.info(line)) : send,
    load: storageOf,
    save: (key, value) => {
      try {
        Taro.setStorageSync(key, JSON.stringify(value))
      } catch {
        // Storage full or unavailable: the queue lives in memory until the next save.
      }
    },
    newId,
  }
  const tracker = new Tracker(deps)
  started.tracker = tracker
  return tracker
}

export const timerDeps: Pick<TrackerDeps, 'now' | 'setTimer' | 'clearTimer'> = {
  now: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
}

/** Runs `leave` when the app goes to the background (the page's leave is then sent at once). */
export function onAppHide(leave: () => void): void {
  Taro.onAppHide?.(leave)
}
