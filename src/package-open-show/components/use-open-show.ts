import { useAtomValue } from 'jotai'
import { fetchOpenShow } from '@/api/open-show'
import { useServerData } from '@/components/server-data'
import { localeAtom } from '@/state/preferences'

/** The open show of a page, in the reader's language (one request shared by the pages that ask at once). */
export function useOpenShow(showId: string) {
  const locale = useAtomValue(localeAtom)
  return useServerData(['open-show', showId, locale], () => fetchOpenShow(showId), { enabled: showId !== '' })
}
