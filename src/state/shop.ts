import { atom, type createStore } from 'jotai'
import {
  applyWording,
  cartEnabled,
  hasFlag,
  loginMethodFor,
  loginMethods,
  pickLocale,
  shopLocales,
  shopTabs,
  type ShopConfig,
} from '@/domain/shop-config'
import { chooseLoginPage } from '@/domain/login-page'
import { setLoginPage } from '@/navigation/navigate'
import { platform } from '@/platform'
import { findPageByPath } from '@/routes'
import { merchantIdAtom } from './merchant'
import { localeAtom, localeChosenAtom } from './preferences'

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
 * section 2), and the language when the shop does not offer the current one and the user has
 * not chosen it.
 */
export function applyShopConfig(store: Store, config: ShopConfig): void {
  store.set(shopConfigAtom, config)
  if (!store.get(localeChosenAtom)) {
    const locale = pickLocale(config, store.get(localeAtom))
    if (locale !== store.get(localeAtom)) store.set(localeAtom, locale)
  }
  chooseLoginFor(config, store.get(localeAtom))
}

/** The login page the guard opens (spec section 2), for the shop and the language in use. */
export function chooseLoginFor(config: ShopConfig | null, locale: Parameters<typeof loginMethodFor>[1]): void {
  if (!config) return
  const offered = !!config.supportLanguages?.length && shopLocales(config).includes(locale)
  setLoginPage(
    chooseLoginPage({
      phoneBindingSupported: platform.supports('phoneBinding'),
      emailPreLoginSupported: platform.supports('emailPreLogin'),
      phoneBindingConfigured: hasFlag(config, 'QUICK_LOGIN'),
      methods: loginMethods(config),
      languageMethod: offered ? loginMethodFor(config, locale) : undefined,
    }),
  )
}

interface LoadState {
  merchantId?: string
  inFlight?: Promise<ShopConfig | null>
  /** Numbers the requests: only the latest one's answer is applied. */
  sequence: number
}
const loading: LoadState = { sequence: 0 }

export interface LoadOptions {
  /** Fetch even when this shop's configuration is already here (spec: cached unless forced). */
  readonly force?: boolean
  readonly warn?: (message: string, error: unknown) => void
}

/**
 * Spec section 4: the shop configuration is fetched once and cached unless forced; a failure
 * logs a warning and keeps what the app had (the caller fetches again when the network is back).
 * Callers asking at the same time share one request; a forced fetch starts a new one, and an
 * older answer arriving after it is dropped. Resolves to the configuration in force, or null.
 */
export async function loadShopConfig(
  store: Store,
  fetch: () => Promise<ShopConfig>,
  { force = false, warn = (message, error) => console.warn(message, error) }: LoadOptions = {},
): Promise<ShopConfig | null> {
  const merchantId = store.get(merchantIdAtom)
  const current = store.get(shopConfigAtom)
  if (!force && current && current.merchantId === merchantId) return current
  if (!force && loading.inFlight && loading.merchantId === merchantId) return loading.inFlight
  loading.sequence += 1
  const sequence = loading.sequence
  const attempt = (async () => {
    try {
      const config = await fetch()
      if (sequence === loading.sequence) applyShopConfig(store, config)
    } catch (error) {
      warn(
        `shop configuration for merchant ${merchantId} could not be loaded; it is fetched again when the network is back`,
        error,
      )
    } finally {
      if (sequence === loading.sequence) loading.inFlight = undefined
    }
    return store.get(shopConfigAtom)
  })()
  loading.merchantId = merchantId
  loading.inFlight = attempt
  return attempt
}
