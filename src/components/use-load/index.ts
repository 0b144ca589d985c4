import { useRef } from 'react'
import { useServerData, type ServerData } from '@/components/server-data'

export type { LoadState } from '@/components/server-data'

let instances = 0

/**
 * Deprecated: use `useServerData(key, load)` (src/components/server-data) with a key that names
 * the data. Kept for the checkout screens until they move (their key is the hook's own, so two of
 * them never share an answer).
 */
export function useLoad<T>(load: () => Promise<T>, key: string): ServerData<T> {
  const instance = useRef(0)
  if (instance.current === 0) instance.current = ++instances
  return useServerData(['use-load', instance.current, key], load)
}
