import type { createStore } from 'jotai'
import { refreshTokens } from '@/api/user'
import { privilegeTokenFor } from '@/domain/privilege'
import { isRiskTokenValid } from '@/domain/risk-token'
import { ENVIRONMENT } from '@/environment'
import type { HttpProvider } from '@/http'
import { platform } from '@/platform'
import { merchantIdAtom, previewAtom } from '@/state/merchant'
import { localeAtom } from '@/state/preferences'
import { privilegeTokensAtom } from '@/state/privilege'
import { accessTokenAtom, isLoggedInAtom, logout, refreshTokenAtom, riskTokenAtom } from '@/state/session'
import { shopConfigAtom } from '@/state/shop'

type Store = ReturnType<typeof createStore>

/** What every request carries and the session actions the error codes trigger, read from the app's state. */
export function appHttpProvider(store: Store): HttpProvider {
  return {
    context() {
      const shop = store.get(shopConfigAtom)
      const risk = store.get(riskTokenAtom)
      const accessToken = store.get(accessTokenAtom)
      return {
        loggedIn: store.get(isLoggedInAtom),
        terminalSrc: platform.terminalSrc,
        merchantId: store.get(merchantIdAtom),
        ...(shop?.channelId ? { channelId: shop.channelId } : {}),
        ...(shop?.appId ? { appId: shop.appId } : {}),
        ...(shop?.shopStatus ? { shopStatus: shop.shopStatus } : {}),
        version: ENVIRONMENT.version,
        lang: store.get(localeAtom),
        ...(accessToken ? { accessToken } : {}),
        ...(isRiskTokenValid(risk, Date.now()) ? { riskToken: risk.token } : {}),
        preview: store.get(previewAtom),
      }
    },
    privilegeToken(privilegeId) {
      return privilegeTokenFor(store.get(privilegeTokensAtom), privilegeId, Date.now())
    },
    async refreshToken() {
      const refreshToken = store.get(refreshTokenAtom)
      if (!refreshToken) return false
      try {
        const tokens = await refreshTokens(refreshToken)
        store.set(accessTokenAtom, tokens.accessToken)
        store.set(refreshTokenAtom, tokens.refreshToken)
        return true
      } catch {
        return false
      }
    },
    logout() {
      logout(store)
    },
  }
}
