import { useEffect, useState, type ComponentType } from 'react'

/**
 * A component whose code loads when it is first drawn (a dynamic import in `load`): what only some
 * pages or layouts show stays out of the first load (docs/decisions/h5-first-load.md). Until the
 * code is in it draws nothing; a chunk that fails to load leaves the rest of the page as it is and
 * is asked for again the next time the component is drawn. One loader for every platform (React's
 * own `lazy` needs a Suspense boundary around each use).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  return function Lazy(props: P) {
    const [Component, setComponent] = useState(() => loaded)
    useEffect(() => {
      if (Component) return undefined
      let live = true
      loading ??= load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      loading.then(
        (component) => live && setComponent(() => component),
        () => undefined,
      )
      return () => {
        live = false
      }
    }, [Component])
    return Component ? <Component {...props} /> : null
  }
}
