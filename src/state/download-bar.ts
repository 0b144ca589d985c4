import { DOWNLOAD_BAR_DISMISSED_KEY } from './keys'
import { persistedAtom } from './persisted'

const isTimeOrNull = (value: unknown): value is number | null => value === null || typeof value === 'number'

/** When the visitor last closed the web's download bar (null: never). */
export const downloadBarDismissedAtom = persistedAtom<number | null>(DOWNLOAD_BAR_DISMISSED_KEY, null, isTimeOrNull)
