/** H5: the lazy-page watch (lazy-pages.ts) with the app's own parts; its own chunk, loaded after the first page. */
import Taro from '@tarojs/taro'
import { feedback } from '@/components/feedback'
import { HTTP_MESSAGES, TOAST_DURATION_MS } from '@/http'
import { watchLazyPages } from './lazy-pages'

/** Starts the watch: Taro's router events, the spinner, a toast, going back. */
export function startLazyPageWatch(): void {
  watchLazyPages({
    on: (event, handler) => Taro.eventCenter.on(event, handler),
    setLoading: (visible) => feedback.presenter.setLoading(visible),
    failed: () => feedback.presenter.toast({ key: HTTP_MESSAGES.checkNetwork }, TOAST_DURATION_MS),
    target: window,
    back: () => window.history.back(),
  })
}

/** The web's download bar rides in this chunk (runtime/index.ts loads it after the first page). */
export { installDownloadBar } from '@/components/download-bar/install'
