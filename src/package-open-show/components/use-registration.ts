import { useAtomValue } from 'jotai'
import { fetchOpenShowRegistration } from '@/api/open-show'
import { useServerData } from '@/components/server-data'
import { localeAtom } from '@/state/preferences'

/** One registration of the buyer, in the reader's language. */
export function useRegistration(registrationId: string) {
  const locale = useAtomValue(localeAtom)
  return useServerData(['open-show-registration', registrationId, locale], () => fetchOpenShowRegistration(registrationId), {
    enabled: registrationId !== '',
  })
}
