import { useAtomValue } from 'jotai'
import { pageUrl } from '@/navigation/resolve'
import { webLink } from '@/navigation/web-link'
import { shopLinkAtom } from '@/state/merchant'

/** The accept page's path with a transfer's code: what a mini-program share opens. */
export const acceptPath = (code: string): string => pageUrl('acceptMineTicket', { code })

/** The accept page's address with the code and the shop, for copying on the web. */
export function useAcceptLink(): (code: string) => string {
  const shopLink = useAtomValue(shopLinkAtom)
  return (code) => shopLink(webLink('acceptMineTicket', { code }))
}
