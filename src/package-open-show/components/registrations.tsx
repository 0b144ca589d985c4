import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchOpenShowRegistrations, type OpenShowRegistration } from '@/api/open-show'
import { MoreFooter, usePaged, usePagedPage } from '@/components/paged'
import { LoadFailure, StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { sessionTime } from './shared'
import './open-show.scss'
import '@/i18n/locales/open-show'

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
  usePagedPage(paged)
  if (paged.status === 'loading') return <StatusView kind='loading' />
  if (paged.status === 'error')
    return <LoadFailure error={paged.error} message={t('open-show.list.loadFailed')} onRetry={paged.reload} />
  if (paged.items.length === 0)
    return <StatusView kind='empty' message={t('open-show.list.empty')} hint={t('open-show.list.emptyHint')} />
  return (
    <View className='open-show open-show--plain open-show--registrations'>
      {paged.items.map((registration) => (
        <View
          key={registration.registrationId}
          className='open-show__card open-show__item'
          role='link'
          data-registration={registration.registrationId}
          onClick={() => void navigate('entranceRegistrationDetail', { registrationId: registration.registrationId })}
        >
          <Image className='open-show__thumb' src={registration.posterUrl} mode='aspectFill' aria-hidden />
          <View className='open-show__item-text'>
            <Text className='open-show__subtitle'>{registration.showTitle}</Text>
            <Text className='open-show__muted'>{registration.sessionName}</Text>
            <Text className='open-show__muted'>{sessionTime(registration.startsAt, registration.endsAt)}</Text>
            <Text className='open-show__state'>{t(`open-show.registrations.${registrationStateKey(registration)}`)}</Text>
          </View>
        </View>
      ))}
      <MoreFooter more={paged.more} hasMore={paged.hasMore} onMore={paged.loadMore} />
    </View>
  )
}
