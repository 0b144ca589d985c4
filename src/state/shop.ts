import { atom, type createStore } from 'jotai'
import { applyWording, cartEnabled, hasFlag, loginMethods, pickLocale, shopTabs, type ShopConfig } from '@/domain/shop-config'
import { chooseLoginPage } from '@/domain/login-page'
import { setLoginPage } from '@/navigation/navigate'
import { isMini } from '@/platform/env'
import { findPageByPath } from '@/routes'
import { localeAtom } from './preferences'

type Store = ReturnType<typeof createStore>

/** The shop's configuration (spec section 3), null until it arrives. */
export const shopConfigAtom = atom<ShopConfig | null>(null)

/** The bottom bar the shop configured, or the five default tabs. */
export const shopTabsAtom = atom((get) => shopTabs(get(shopConfigAtom), findPageByPath))

export const cartEnabledAtom = atom((get) => cartEnabled(get(shopConfigAtom)))

/** Translated text with the shop's own words in it (`contentSettingInfos`). */
export const wordingAtom = atom((get) => {
  const settings = get(shopConfigAtom)?.contentSettingInfos
  return (text: string) => applyWording(text, settings)
})

/**
 * What a new configuration changes beyond its atoms: the login page the guard opens (spec
 * section 2), and the language when the shop does not offer the current one.
 */
export function applyShopConfig(store: Store, config: ShopConfig): void {
  store.set(shopConfigAtom, config)
  setLoginPage(
    chooseLoginPage({
      phoneBindingSupported: isMini,
      phoneBindingConfigured: hasFlag(config, 'QUICK_LOGIN'),
      methods: loginMethods(config),
    }),
  )
  const locale = pickLocale(config, store.get(localeAtom))
  if (locale !== store.get(localeAtom)) store.set(localeAtom, locale)
}
