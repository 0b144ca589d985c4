/**
 * The shop's own texts (spec s7 `copywriting/config`): the search placeholder and hot words, the
 * waitlist rule, the order tips and the others the shop sets for this client, in the buyer's
 * language. A screen shows the shop's text where there is one and its own words otherwise, so a
 * failed or slow load changes nothing but the wording.
 */
import { useAtomValue } from 'jotai'
import { fetchCopywriting, type CopywritingConfig } from '@/api/shop'
import { useServerData } from '@/components/server-data'
import { platform } from '@/platform'
import { localeAtom } from '@/state/preferences'
import { shopConfigAtom } from '@/state/shop'

type TextKey = {
  [K in keyof CopywritingConfig]-?: CopywritingConfig[K] extends string | undefined ? K : never
}[keyof CopywritingConfig]
type ListKey = {
  [K in keyof CopywritingConfig]-?: CopywritingConfig[K] extends string[] | undefined ? K : never
}[keyof CopywritingConfig]

export interface ShopTexts {
  /** The shop's text for `key`, or undefined (then the screen says its own). */
  readonly text: (key: TextKey & string) => string | undefined
  /** The shop's list for `key` (hot words), or an empty list. */
  readonly list: (key: ListKey & string) => readonly string[]
}

export function useShopTexts(): ShopTexts {
  const merchantId = useAtomValue(shopConfigAtom)?.merchantId
  const locale = useAtomValue(localeAtom)
  const client = platform.platformType
  const loaded = useServerData(['copywriting', merchantId, locale, client], () => fetchCopywriting(client), {
    enabled: Boolean(merchantId),
    reloadOnShow: false,
    retries: 0,
  })
  const config: Record<string, unknown> = loaded.status === 'ready' ? loaded.data.config : {}
  return {
    text: (key) => {
      const value = config[key]
      return typeof value === 'string' && value.trim() ? value : undefined
    },
    list: (key) => {
      const value = config[key]
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : []
    },
  }
}
