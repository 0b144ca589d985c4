import { useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchPrimePrivilege, fetchProfile, type PrimePrivilege, type Profile } from '@/api/user'
import { isLoggedInAtom } from '@/state/session'

export interface MineState {
  readonly status: 'anonymous' | 'loading' | 'ready' | 'error'
  readonly profile?: Profile
  readonly level?: PrimePrivilege | null
}

/**
 * The mine tab's data: the user's profile and member level when logged in, fetched again each
 * time the tab is shown (a tab page stays mounted); what was shown stays while it refreshes.
 */
export function useMine() {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [state, setState] = useState<MineState>({ status: loggedIn ? 'loading' : 'anonymous' })
  const generation = useRef(0)

  const load = useCallback(async () => {
    const mine = ++generation.current
    if (!loggedIn) {
      setState({ status: 'anonymous' })
      return
    }
    setState((previous) => (previous.profile ? previous : { status: 'loading' }))
    try {
      const [profile, level] = await Promise.all([fetchProfile(), fetchPrimePrivilege().catch(() => null)])
      if (mine === generation.current) setState({ status: 'ready', profile, level })
    } catch {
      if (mine === generation.current) setState((previous) => (previous.profile ? previous : { status: 'error' }))
    }
  }, [loggedIn])

  useEffect(() => {
    void load()
  }, [load])

  const shownBefore = useRef(false)
  useDidShow(() => {
    if (shownBefore.current) void load()
    shownBefore.current = true
  })

  return { ...state, reload: load }
}
