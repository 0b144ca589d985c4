import { useAtomValue } from 'jotai'
import { fetchCombo } from '@/api/combo'
import { useServerData } from '@/components/server-data'
import { localeAtom } from '@/state/preferences'

/** One combo with its shows and their sessions (every page of the package reads it). */
export function useCombo(comboId: string) {
  const locale = useAtomValue(localeAtom)
  return useServerData(['combo', comboId, locale], () => fetchCombo(comboId), { enabled: comboId !== '' })
}
