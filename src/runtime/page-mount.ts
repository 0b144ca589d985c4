/**
 * H5: a page is mounted as a React transition, so its first render yields to the browser every
 * few milliseconds (React's time slicing) instead of holding the main thread for the whole page.
 *
 * Taro's React runtime mounts a page by re-rendering its app wrapper (`app.mount(component, id,
 * callback)`, a class component's forceUpdate) outside any React event: a default-priority update,
 * which React 18 renders in one go. On a phone's CPU the home page's first render was one long
 * task of about 30 ms (110 ms at Lighthouse's 4x CPU slowdown, the longest of the first load;
 * docs/decisions/h5-first-load.md). Inside `startTransition` the same render runs in slices of
 * about 5 ms; the callback (the page's onLoad, the router showing it) still runs once it is
 * committed. The page's own later updates keep their priorities.
 */
import Taro from '@tarojs/taro'
import { startTransition } from 'react'

type Mount = (component: unknown, id: string, callback: (...args: unknown[]) => unknown) => void

/** Taro's app instance as the runtime mounts pages through it. */
export interface MountingApp {
  mount?: Mount
}

const WRAPPED = Symbol('showtix.mountInTransition')

/** Makes `app`'s page mounts transitions (once; an app without `mount` is left alone). */
export function mountPagesInTransitions(app: MountingApp | null | undefined): void {
  const mount = app?.mount
  if (!app || typeof mount !== 'function' || (mount as unknown as Record<symbol, boolean>)[WRAPPED]) return
  const inTransition: Mount = (component, id, callback) => startTransition(() => mount.call(app, component, id, callback))
  ;(inTransition as unknown as Record<symbol, boolean>)[WRAPPED] = true
  app.mount = inTransition
}

/**
 * Once Taro has made the app instance: the entry makes it right after the app module has run
 * (app.tsx), before the first page's code has loaded, so a microtask from app.tsx comes in time.
 */
export function mountPagesInTransitionsOnceMade(): void {
  queueMicrotask(() => mountPagesInTransitions(Taro.getCurrentInstance().app as MountingApp | undefined))
}
