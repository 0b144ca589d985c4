import Taro from '@tarojs/taro'
import { useEffect } from 'react'
import type { PageName } from '@/routes'
import { targetUrl } from './navigate'
import { resolvePage } from './resolve'
import { usePageParams } from './use-page-params'

/**
 * A page opened directly (a shared link) whose parameters the routing rules send elsewhere
 * forwards there in its place: a show group's id (SG…) on show detail opens group show detail.
 * Returns true while forwarding, so the page draws nothing of its own.
 */
export function useRouteRule(name: PageName): boolean {
  const params = usePageParams()
  const target = resolvePage(name, params)
  const url = target !== name ? targetUrl(target, params) : undefined
  useEffect(() => {
    if (url) void Taro.redirectTo({ url })
  }, [url])
  return target !== name
}
