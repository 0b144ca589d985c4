import { atom } from 'jotai'
import { formatShopTime } from '@/domain/shop-time'

/** Session and registration times, in the shop's time zone. */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm'
const END_FORMAT = 'HH:mm'

/** "2026-11-30 19:30 – 21:30". */
export const sessionTime = (startsAt: number, endsAt: number) =>
  `${formatShopTime(startsAt, TIME_FORMAT)} – ${formatShopTime(endsAt, END_FORMAT)}`

/** The registration the form hands to the confirm page (kept while the app runs: a failed submit loses nothing). */
export interface OpenShowDraft {
  readonly showId: string
  readonly sessionId: string
  readonly answers: Readonly<Record<string, string>>
}

export const openShowDraftAtom = atom<OpenShowDraft | null>(null)
