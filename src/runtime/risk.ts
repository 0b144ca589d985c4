/**
 * Keeps the risk (fingerprint) token of spec section 4: fetched when the shop switches
 * fingerprinting on, the user is logged in and the terminal is known; fetched again when it is
 * missing or has expired (a timer at its expiry, and on every change of the switch or the
 * session); cleared when the switch is off. The request layer sends it on order paths.
 */
import type { createStore } from 'jotai'
import { RESET } from 'jotai/utils'
import type { IssuedRiskToken } from '@/api/risk'
import { newRiskToken, riskTokenAction } from '@/domain/risk-token'
import { fingerprintEnabled } from '@/domain/shop-config'
import type { DeviceFacts } from '@/platform'
import { isLoggedInAtom, riskTokenAtom } from '@/state/session'
import { shopConfigAtom } from '@/state/shop'

type Store = ReturnType<typeof createStore>

export interface RiskDeps {
  readonly fetch: (device: DeviceFacts) => Promise<IssuedRiskToken>
  /** What the device says about itself; null while the terminal type is not known. */
  readonly device: () => DeviceFacts | null
  readonly now?: () => number
  readonly setTimer?: (run: () => void, ms: number) => () => void
}

const defaultTimer = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms)
  return () => clearTimeout(id)
}

/** Starts following; returns `evaluate` (call it when the app comes back to the foreground) and `stop`. */
export function followRiskToken(store: Store, deps: RiskDeps): { evaluate: () => Promise<void>; stop: () => void } {
  const now = deps.now ?? Date.now
  const setTimer = deps.setTimer ?? defaultTimer
  let cancelTimer: (() => void) | undefined
  let inFlight: Promise<void> | undefined

  const schedule = () => {
    cancelTimer?.()
    cancelTimer = undefined
    const current = store.get(riskTokenAtom)
    if (current) cancelTimer = setTimer(() => void evaluate(), Math.max(0, current.expiresAt - now()))
  }

  const evaluate = async (): Promise<void> => {
    if (inFlight) return inFlight
    const device = deps.device()
    const action = riskTokenAction({
      enabled: fingerprintEnabled(store.get(shopConfigAtom)),
      loggedIn: store.get(isLoggedInAtom),
      terminalKnown: device !== null,
      current: store.get(riskTokenAtom),
      now: now(),
    })
    if (action === 'clear') {
      store.set(riskTokenAtom, RESET)
      schedule()
    } else if (action === 'keep') {
      schedule()
    } else if (action === 'refresh' && device) {
      inFlight = deps
        .fetch(device)
        .then(
          (issued) => {
            // The user may have logged out, or the shop switched it off, while it was on its way.
            if (store.get(isLoggedInAtom) && fingerprintEnabled(store.get(shopConfigAtom)))
              store.set(riskTokenAtom, newRiskToken(issued.riskToken, now()))
          },
          () => undefined, // nothing to show; the next change, foreground or order tries again
        )
        .finally(() => {
          inFlight = undefined
          schedule()
        })
      return inFlight
    }
  }

  const unsubscribes = [store.sub(shopConfigAtom, () => void evaluate()), store.sub(isLoggedInAtom, () => void evaluate())]
  void evaluate()
  return {
    evaluate,
    stop() {
      cancelTimer?.()
      unsubscribes.forEach((unsubscribe) => unsubscribe())
    },
  }
}
