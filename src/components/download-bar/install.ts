import type { createStore } from 'jotai'
import { CAPABILITIES } from '@/platform/capabilities'
import { platformType } from '@/platform/env'
import { DownloadBar } from './bar'
import { downloadBarAtom } from '.'

/** Puts the download bar in the tab pages' slot where the platform has one (the web, not the app's own web view). */
export function installDownloadBar(store: ReturnType<typeof createStore>): void {
  if (CAPABILITIES[platformType()].downloadBar) store.set(downloadBarAtom, { Bar: DownloadBar })
}
