/**
 * WeChat's browser (WXH5): the page's share content (ShareSlotContext) goes to WeChat's menu
 * through its JS-SDK whenever it changes and whenever the page shows again (issue 22). Only the
 * check and a lazy import are here: the rest (./wechat-share, platform/wechat-share) loads after
 * the first page, and only on WXH5.
 */
import { useDidHide, useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef } from 'react'
import { afterFirstPage } from '@/boot/ready'
import type { ShareShop } from '@/domain/share'
import type { ShareSlot } from '@/navigation/share'
import { sharesThroughWechatSdk } from '@/platform/env'

export function useWebShare(slot: ShareSlot, shop: ShareShop): void {
  const on = sharesThroughWechatSdk()
  const shown = useRef(true)
  const { merchantId, shopName, shareDescription, sharePosterUrl, forbidShare } = shop
  const publish = useCallback(() => {
    if (!on || !shown.current) return
    const current: ShareShop = { merchantId, shopName, shareDescription, sharePosterUrl, forbidShare }
    afterFirstPage(() => {
      void import('./wechat-share').then(({ publishWechatShare }) => publishWechatShare(slot.content, current))
    })
  }, [on, slot, merchantId, shopName, shareDescription, sharePosterUrl, forbidShare])
  useEffect(() => {
    if (!on) return undefined
    slot.changed = publish
    publish()
    return () => {
      slot.changed = undefined
    }
  }, [on, slot, publish])
  useDidShow(() => {
    shown.current = true
    publish()
  })
  useDidHide(() => {
    shown.current = false
  })
}
