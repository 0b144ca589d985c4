import { useAtomValue } from 'jotai'
import { fetchPrimePrivilege, fetchProfile, type PrimePrivilege, type Profile } from '@/api/user'
import { useServerData } from '@/components/server-data'
import { userIdAtom } from '@/state/session'

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
  const userId = useAtomValue(userIdAtom)
  const loggedIn = userId !== null
  const load = useServerData(
    ['mine', userId],
    async () => {
      const [profile, level] = await Promise.all([fetchProfile(), fetchPrimePrivilege().catch(() => null)])
      return { profile, level }
    },
    { enabled: loggedIn },
  )
  const state: MineState = !loggedIn
    ? { status: 'anonymous' }
    : load.status === 'ready'
      ? { status: 'ready', ...load.data }
      : { status: load.status }
  return { ...state, reload: load.reload }
}
