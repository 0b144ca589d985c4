import { persistedAtom } from './persisted'

/**
 * Where the visitor's last close of the web's download bar is kept (domain/download-bar: it stays
 * away a while). Here, not in keys.ts, so it loads with the bar's chunk and not in the first load.
 */
export const DOWNLOAD_BAR_DISMISSED_KEY = 'downloadBar.dismissedAt'

const isTimeOrNull = (value: unknown): value is number | null => value === null || typeof value === 'number'

/** When the visitor last closed the web's download bar (null: never). */
export const downloadBarDismissedAtom = persistedAtom<number | null>(DOWNLOAD_BAR_DISMISSED_KEY, null, isTimeOrNull)
