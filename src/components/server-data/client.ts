/**
 * The one cache of server data every page shares (TanStack Query's QueryClient), with its focus
 * and network managers wired to Taro instead of the browser window's events: "focus" is the app
 * coming to the foreground (Taro.onAppShow/onAppHide), "online" is Taro's network status. A page
 * showing again is followed by each hook (useDidShow in use-server-data.ts), not by the window.
 */
import { focusManager, notifyManager, onlineManager, QueryClient } from '@tanstack/react-query'
import Taro from '@tarojs/taro'
import { ensureAbortController } from './abort-controller'
import { onReloadShownData } from './reload'

/**
 * Tries after a failed load, before the error is shown: none. The request layer already retries
 * a GET that failed on the network or timed out (src/http/retry.ts); a second layer of retries
 * here would only delay the error and its retry button.
 */
export const SERVER_DATA_RETRIES = 0

/**
 * How long data no component shows any more is kept: not at all. A page opened again loads
 * again (as it did before this cache), and nothing stale is shown from an earlier visit.
 */
export const SERVER_DATA_KEEP_MS = 0

function wireToTaro(): void {
  focusManager.setEventListener((setFocused) => {
    const onShow = () => setFocused(true)
    const onHide = () => setFocused(false)
    Taro.onAppShow?.(onShow)
    Taro.onAppHide?.(onHide)
    return () => {
      Taro.offAppShow?.(onShow)
      Taro.offAppHide?.(onHide)
    }
  })
  onlineManager.setEventListener((setOnline) => {
    const onChange = ({ isConnected }: { isConnected: boolean }) => setOnline(isConnected)
    Taro.onNetworkStatusChange?.(onChange)
    return () => Taro.offNetworkStatusChange?.(onChange)
  })
}

/**
 * Components hear of an answer in the microtask after it (as with a plain `await` and setState),
 * not a timer later (TanStack's default): a page shows the data in the same turn, and a test's
 * `act` sees it.
 */
const afterThisTask = (callback: () => void) => void Promise.resolve().then(callback)

function createClient(): QueryClient {
  ensureAbortController()
  wireToTaro()
  notifyManager.setScheduler(afterThisTask)
  const made = new QueryClient({
    defaultOptions: {
      queries: {
        retry: SERVER_DATA_RETRIES,
        gcTime: SERVER_DATA_KEEP_MS,
        // The app coming back reloads what is shown; the page showing again does so per hook.
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        // Loads are made by our request layer, which queues them itself when offline.
        networkMode: 'always',
      },
    },
  })
  onReloadShownData(() => void made.invalidateQueries())
  return made
}

let client: QueryClient | undefined

/** The shared cache (made on first use). */
export function serverDataClient(): QueryClient {
  client ??= createClient()
  return client
}

/** Forgets every answer (tests: each starts with nothing loaded, as a new app). */
export function resetServerData(): void {
  client?.clear()
}
