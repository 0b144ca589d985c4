import { atom } from 'jotai'
import type { PageName } from '@/routes'

/**
 * Parameters for a tab page (issue 15 item 5). Tabs open with switchTab, which takes no query on
 * mini-programs (and on H5 the tab's address is its bare path), so `navigate()` leaves a tab's
 * parameters here and the tab reads them: home's category icons open All shows with their
 * category. `seq` grows with every request, so the same parameters asked for again (after the
 * buyer changed the tab's filter by hand) still come through.
 */
export interface TabParams {
  readonly page: PageName
  readonly params: Readonly<Record<string, string>>
  readonly seq: number
}

export const tabParamsAtom = atom<TabParams | null>(null)
