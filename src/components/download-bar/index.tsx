import { atom, useAtomValue } from 'jotai'
import type { ComponentType } from 'react'

/** The web's download bar once its chunk has loaded (install.ts, from the runtime after the first page). */
export const downloadBarAtom = atom<{ readonly Bar: ComponentType } | null>(null)

/**
 * Where the web's download bar goes on a tab page (spec s5: web only; s9: 52 high). Nothing until
 * the runtime has loaded the bar's chunk on the web (install.ts): the home first load carries only
 * these lines. The bar shows when the shop has an app and the visitor has not closed it lately.
 */
export function DownloadBarSlot() {
  const loaded = useAtomValue(downloadBarAtom)
  return loaded ? <loaded.Bar /> : null
}
