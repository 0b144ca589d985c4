/**
 * Page tracking for the page shell (one line there: `useTracking(name)`), and `trackClick` for
 * marked elements. Everything else (./visits, ./runtime: the tracker, the cipher, the config call)
 * is one chunk loaded after the first page has shown, and only when the build and the shop switch
 * tracking on (D29).
 */
import { useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { afterFirstPage } from '@/boot/ready'
import { hasFlag } from '@/domain/shop-config'
import { ENVIRONMENT } from '@/environment'
import { shopConfigAtom } from '@/state/shop'
import type * as Visits from './visits'

let loaded: Promise<typeof Visits> | undefined
/**
 * The tracker's chunk, asked for once the first page has replaced the shell (H5): asked for at the
 * first page's mount it was part of the first load (4 KB gzip, and its evaluation a task there).
 */
const visits = () => (loaded ??= new Promise<void>((resolve) => afterFirstPage(resolve)).then(() => import('./visits')))

/** Records a tap on a marked element of the page on top (for example a tab). */
export function trackClick(mark: string): void {
  void loaded?.then((module) => module.click(mark))
}

/** A page's view, heartbeats and leave, while the shop tracks (D29). */
export function useTracking(page: string): void {
  const shop = useAtomValue(shopConfigAtom)
  const on = Boolean(shop) && ENVIRONMENT.supportTrack && hasFlag(shop, 'IS_OPEN_TD')
  const merchantId = shop?.merchantId ?? ENVIRONMENT.merchantId
  useEffect(() => {
    if (!on) return undefined
    void visits().then((module) => module.show(page, merchantId))
    return () => void visits().then((module) => module.gone(page))
  }, [on, page, merchantId])
  useDidShow(() => {
    if (on) void visits().then((module) => module.show(page, merchantId))
  })
}
