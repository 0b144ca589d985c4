import { Text } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchOpenShowRegistrations, type OpenShowRegistration } from '@/api/open-show'
import { usePaged } from '@/components/paged'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import '@/i18n/locales/open-show'
import { MyList, MyListCard } from './my-list'
import { sessionTime } from './shared'

/** Where a registration stands: ended, its check-in code ready, or its entrance registration to do. */
export const registrationStateKey = (registration: OpenShowRegistration) =>
  registration.ended ? 'ended' : registration.checkInCode ? 'checkInReady' : 'needsEntrance'

/**
 * My registrations (spec s2 registration-list, login; D24): of one open show (`showId`) or all,
 * newest first, 20 a page; each opens its detail with the check-in code.
 */
export function OpenShowRegistrations({ showId }: { readonly showId?: string | undefined }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const paged = usePaged<OpenShowRegistration>(
    (offset) => fetchOpenShowRegistrations(showId, offset),
    `open-show-registrations:${showId ?? ''}:${locale}`,
    (registration) => registration.registrationId,
  )
  return (
    <MyList paged={paged} modifier='registrations'>
      {(registrations) =>
        registrations.map((registration) => (
          <MyListCard
            key={registration.registrationId}
            posterUrl={registration.posterUrl}
            data={{ 'data-registration': registration.registrationId }}
            onOpen={() => void navigate('entranceRegistrationDetail', { registrationId: registration.registrationId })}
          >
            <Text className='open-show__subtitle'>{registration.showTitle}</Text>
            <Text className='open-show__muted'>{registration.sessionName}</Text>
            <Text className='open-show__muted'>{sessionTime(registration.startsAt, registration.endsAt)}</Text>
            <Text className='open-show__state'>{t(`open-show.registrations.${registrationStateKey(registration)}`)}</Text>
          </MyListCard>
        ))
      }
    </MyList>
  )
}
