import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchTourFollow, setTourFollow, type TourFollow } from '@/api/places'
import { shouldFollowAfterLogin } from '@/domain/places'
import { openLogin } from '@/navigation/navigate'
import { isLoggedInAtom } from '@/state/session'

export type FollowNotice = 'followed' | 'unfollowed' | 'followFailed'

export interface TourFollowState {
  /** Null while unknown: anonymous, or not loaded yet. */
  readonly follow: TourFollow | null
  /** A change is on its way: taps are ignored meanwhile. */
  readonly busy: boolean
  /** Follow or stop; an anonymous user goes to login and, back logged in, follows. */
  readonly toggle: () => void
}

/**
 * Following a tour (tour/subscribe_favorite, login): the user's state once logged in; a tap
 * follows or stops, one change at a time; an anonymous tap opens login, and coming back logged in
 * finishes the follow the user asked for.
 */
export function useTourFollow(tourId: string, notify: (notice: FollowNotice) => void): TourFollowState {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [follow, setFollow] = useState<TourFollow | null>(null)
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  const wanted = useRef(false)
  const notifyRef = useRef(notify)
  notifyRef.current = notify

  const change = useCallback(
    async (favourite: boolean) => {
      if (busyRef.current) return
      busyRef.current = true
      setBusy(true)
      try {
        const next = await setTourFollow(tourId, favourite)
        setFollow(next)
        notifyRef.current(next.isFavourite ? 'followed' : 'unfollowed')
      } catch {
        notifyRef.current('followFailed')
      } finally {
        busyRef.current = false
        setBusy(false)
      }
    },
    [tourId],
  )

  useEffect(() => {
    setFollow(null)
    if (!loggedIn || !tourId) return undefined
    let live = true
    fetchTourFollow(tourId).then(
      (state) => {
        if (!live) return
        setFollow(state)
        if (shouldFollowAfterLogin(wanted.current, true, state.isFavourite)) void change(true)
        wanted.current = false
      },
      () => {
        // Unknown: the button still follows on a tap (the gateway answers the state it keeps).
        if (live && wanted.current) void change(true)
        wanted.current = false
      },
    )
    return () => {
      live = false
    }
  }, [loggedIn, tourId, change])

  const toggle = useCallback(() => {
    if (!loggedIn) {
      wanted.current = true
      void openLogin()
      return
    }
    void change(!(follow?.isFavourite ?? false))
  }, [loggedIn, follow, change])

  return { follow, busy, toggle }
}
