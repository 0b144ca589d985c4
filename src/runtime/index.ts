/**
 * The app's runtime, started once before the first page (app.tsx): the request layer wired to
 * the app's state and feedback UI, the shop configuration loaded (and again when the network
 * comes back), the version checked, the user placed in a city by location until they pick one,
 * and the language followed by dates and by errors from the
 * platform layer.
 */
import Taro from '@tarojs/taro'
import type { createStore } from 'jotai'
import { cityAt } from '@/api/home'
import { fetchRiskToken } from '@/api/risk'
import { fetchShopConfig, matchVersion } from '@/api/shop'
import { afterFirstPage } from '@/boot/ready'
import { feedback } from '@/components/feedback'
import { ENVIRONMENT } from '@/environment'
import { bootExchanges, configureHttp, createHttpConfig, earlyTransport, taroTransport } from '@/http'
import { i18n } from '@/i18n'
import { followLocale } from '@/i18n/dayjs'
import { deviceFacts, platform } from '@/platform'
import { webRouter } from '@/platform/env'
import { launchQuery } from '@/platform/launch'
import { cityAtom } from '@/state/city'
import { merchantIdAtom } from '@/state/merchant'
import { localeAtom } from '@/state/preferences'
import { loadShopConfig } from '@/state/shop'
import { fetchHomeLayoutEarly } from './early-layout'
import { MINI_APP_TYPES } from './mini-app-type'
import { appHttpProvider } from './http-provider'
import { followShopDefaultCity, placeUserByLocation } from './location'
import { followRiskToken } from './risk'
import { checkVersion } from './version'

type Store = ReturnType<typeof createStore>

export function shopConfigFetcher(store: Store) {
  return () =>
    fetchShopConfig({
      cityId: store.get(cityAtom).cityId,
      miniAppType: MINI_APP_TYPES[platform.platformType] ?? 'H5',
    })
}

export function startRuntime(store: Store): void {
  // The query the app was opened with, read now: the web's first page may rewrite the address.
  const launched = launchQuery()
  configureHttp({
    config: createHttpConfig(ENVIRONMENT.gatewayHost),
    // H5: the home tab's first requests may already be under way from index.html (src/boot).
    transport: earlyTransport(taroTransport(), bootExchanges()),
    provider: appHttpProvider(store),
    presenter: feedback.presenter,
  })

  const fetchShop = shopConfigFetcher(store)
  void loadShopConfig(store, fetchShop)
  fetchHomeLayoutEarly(store)
  followShopDefaultCity(store)
  // What the first page does not show waits for it (H5; at once elsewhere): the location request
  // alone held a phone's main thread for tens of milliseconds at launch (src/boot/ready.ts).
  afterFirstPage(() => {
    // With the lazy-page watch, the web's download bar (spec s5): after the first page, not in the first load.
    if (webRouter)
      void import('./lazy-pages-app').then(({ startLazyPageWatch, installDownloadBar }) => {
        startLazyPageWatch()
        installDownloadBar(store)
      })
    void checkVersion({
      match: matchVersion,
      presenter: feedback.presenter,
      platform,
      merchantId: store.get(merchantIdAtom),
      disabled: ENVIRONMENT.disabledUpdate,
    })
    void placeUserByLocation(store, { getLocation: () => platform.getLocation(), cityAt }).catch(() => null)
    openScanLaunch(launched)
  })
  const risk = followRiskToken(store, { fetch: fetchRiskToken, device: () => deviceFacts(platform) })
  // Timers stand still while a mini-program is in the background: look again when it comes back.
  try {
    Taro.onAppShow(() => void risk.evaluate())
  } catch {
    // H5 has no app-show event; the timer runs there.
  }

  const followLanguage = () => {
    const locale = store.get(localeAtom)
    followLocale(locale)
    void i18n.changeLanguage(locale)
  }
  followLanguage()
  store.sub(localeAtom, () => {
    followLanguage()
    // The shop's own texts (tab labels, wording) come in the language asked for.
    void loadShopConfig(store, fetchShop, { force: true })
  })
  // Spec section 4: the configuration is fetched again once the network is back.
  try {
    let connected = true
    Taro.onNetworkStatusChange(({ isConnected }) => {
      if (isConnected && !connected) void loadShopConfig(store, fetchShop, { force: true })
      connected = isConnected
    })
  } catch {
    // A browser without the Network Information API: the next page load fetches it.
  }
}

/** A launch from a scanned code (CP_ID, or a scanned address in `q`): its module loads only then. */
function openScanLaunch(query: Readonly<Record<string, string>>): void {
  if (query.CP_ID === undefined && query.q === undefined) return
  void import('./scan-launch').then(({ openScannedCode }) => openScannedCode(query))
}
