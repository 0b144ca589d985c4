import { useEffect, useState, type ComponentType } from 'react'
import { CAPABILITIES } from '@/platform/capabilities'
import { platformType } from '@/platform/env'

let Loaded: ComponentType | undefined
let loading: Promise<ComponentType> | undefined

/** The bar, its words and its call: a chunk of its own, loaded after the page shows (the home first-load budget). */
export function loadDownloadBar(): Promise<ComponentType> {
  loading ??= import('./bar').then(
    (module) => (Loaded = module.DownloadBar),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * Where the web's download bar goes on a tab page (spec s5: web only; s9: 52 high). Nothing on the
 * other platforms; on the web the bar loads lazily and shows when the shop has an app and the
 * visitor has not closed it lately (domain/download-bar).
 */
export function DownloadBarSlot() {
  const capable = CAPABILITIES[platformType()].downloadBar
  const [Bar, setBar] = useState(() => Loaded)
  useEffect(() => {
    if (!capable || Bar) return undefined
    let live = true
    loadDownloadBar().then(
      (loaded) => live && setBar(() => loaded),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [capable, Bar])
  return capable && Bar ? <Bar /> : null
}
