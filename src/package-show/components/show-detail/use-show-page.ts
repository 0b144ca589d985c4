import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import {
  fetchAgeLimits,
  fetchReminder,
  fetchSessions,
  fetchShowAnnouncements,
  fetchShowDetail,
  type AgeLimits,
  type ReminderState,
  type Session,
  type ShowAnnouncement,
  type ShowDetail,
} from '@/api/show'
import { fetchFavoriteState, type FavoriteState } from '@/api/shows'
import { isLoggedInAtom } from '@/state/session'
import { useServerData } from '@/components/server-data'

/** What the show detail shows: the show is needed; sessions, age limits and announcements are extras. */
export interface ShowPageData {
  readonly show: ShowDetail
  readonly sessions: readonly Session[]
  readonly ageLimits: AgeLimits | null
  readonly announcements: readonly ShowAnnouncement[]
  /** Date.now() + offset is the gateway's clock (countdowns are measured against it). */
  readonly clockOffset: number
}

const orEmpty = <T>(promise: Promise<T>, fallback: T): Promise<T> => promise.catch(() => fallback)

export async function loadShowPage(showId: string): Promise<ShowPageData> {
  const asked = Date.now()
  const [show, sessions, ageLimits, announcements] = await Promise.all([
    fetchShowDetail(showId),
    orEmpty<readonly Session[]>(fetchSessions(showId), []),
    orEmpty<AgeLimits | null>(fetchAgeLimits(showId), null),
    orEmpty<readonly ShowAnnouncement[]>(fetchShowAnnouncements(showId), []),
  ])
  const clockOffset = typeof show.serverTime === 'number' ? show.serverTime - Math.round((asked + Date.now()) / 2) : 0
  return { show, sessions, ageLimits, announcements, clockOffset }
}

export function useShowPage(showId: string) {
  return useServerData(['show-page', showId], () => loadShowPage(showId))
}

/** The buyer's own state of the show (favourite, reminder): fetched when logged in, again after a login. */
export function useBuyerState(showId: string) {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [favourite, setFavourite] = useState<FavoriteState | null>(null)
  const [reminder, setReminder] = useState<ReminderState | null>(null)
  const live = useRef(true)
  useEffect(() => {
    live.current = true
    if (!loggedIn || !showId) {
      setFavourite(null)
      setReminder(null)
      return
    }
    fetchFavoriteState(showId).then(
      (state) => live.current && setFavourite(state),
      () => undefined,
    )
    fetchReminder(showId).then(
      (state) => live.current && setReminder(state),
      () => undefined,
    )
    return () => {
      live.current = false
    }
  }, [loggedIn, showId])
  return { loggedIn, favourite, setFavourite, reminder, setReminder }
}

/** The gateway's clock, ticking every second while `running`. */
export function useServerNow(offset: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now() + offset)
  useEffect(() => {
    setNow(Date.now() + offset)
    if (!running) return
    const timer = setInterval(() => setNow(Date.now() + offset), 1000)
    return () => clearInterval(timer)
  }, [offset, running])
  return now
}
