import { useAtomValue } from 'jotai'
import { siteUrl } from '@/domain/order'
import { targetUrl } from '@/navigation/navigate'
import { pageUrl } from '@/navigation/resolve'
import { platform } from '@/platform'
import { webOrigin } from '@/platform/env'
import { shopLinkAtom } from '@/state/merchant'

/** The accept page's path with a transfer's code: what a mini-program share opens. */
export const acceptPath = (code: string): string => pageUrl('acceptMineTicket', { code })

/** The accept page's address with the code and the shop, for copying on the web. */
export function useAcceptLink(): (code: string) => string {
  const shopLink = useAtomValue(shopLinkAtom)
  return (code) => {
    const path = targetUrl('acceptMineTicket', { code }, platform.target === 'h5')
    const origin = webOrigin()
    return shopLink(origin ? siteUrl(origin, path) : path)
  }
}
