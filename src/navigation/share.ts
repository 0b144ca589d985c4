/**
 * A page's share content (issue 22): a page calls `useShareContent({ title, path, imageUrl })`
 * (one line; null when it must not be shared, as a sensitive show); the page shell answers the
 * mini-program's onShareAppMessage with it, or with the home page when the page set none
 * (domain/share.ts shareMessage). In WeChat's browser (WXH5) the shell hands it to WeChat's JS-SDK
 * (components/page-shell/use-web-share.ts); elsewhere on the web nothing reads it: sharing there
 * copies a link.
 */
import { createContext, useContext, useEffect } from 'react'
import type { ShareContent } from '@/domain/share'
import type { PageName } from '@/routes'
import { pageUrl, type RawParams } from './resolve'

export type { ShareContent } from '@/domain/share'

export interface ShareSlot {
  /** undefined: the page set nothing (the home page is shared); null: not sharable. */
  content: ShareContent | null | undefined
  /** Told when `content` changed (WXH5 hands it on to WeChat's menu); unset elsewhere. */
  changed?: () => void
}

export const ShareSlotContext = createContext<ShareSlot | null>(null)

/** Sets this page's share content while the component shows (the latest call wins). */
export function useShareContent(content: ShareContent | null | undefined): void {
  const slot = useContext(ShareSlotContext)
  const title = content?.title
  const path = content?.path
  const imageUrl = content?.imageUrl
  const blocked = content === null
  useEffect(() => {
    if (!slot) return undefined
    slot.content = blocked ? null : path ? { title: title ?? '', path, ...(imageUrl ? { imageUrl } : {}) } : undefined
    slot.changed?.()
    return () => {
      slot.content = undefined
      slot.changed?.()
    }
  }, [slot, title, path, imageUrl, blocked])
}

/** What a sharable page shows of itself: its title and picture; a sensitive show is not shared (D33). */
export interface SharedThing {
  readonly title: string
  readonly imageUrl?: string | null
  readonly sensitive?: boolean | null
}

/** One line in a sharable page: share page `name` with `params` as `thing` (undefined while loading). */
export function useSharePage(name: PageName, params: RawParams, thing: SharedThing | null | undefined): void {
  const path = pageUrl(name, params)
  useShareContent(
    thing
      ? thing.sensitive
        ? null
        : { title: thing.title, path, ...(thing.imageUrl ? { imageUrl: thing.imageUrl } : {}) }
      : undefined,
  )
}
