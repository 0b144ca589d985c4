import { Text, View } from '@tarojs/components'
import { fetchAttendees, fetchCertificateTypes, type Attendee, type CertificateType } from '@/api/attendee'
import { ATTENDEE_REQUEST_SIZE } from '@/domain/attendee-list'
import { useT } from '@/i18n/use-t'
import { useServerData } from '@/components/server-data'
import { navigate } from '@/navigation/navigate'
import { AttendeeState } from '@/package-user/components/attendee-state'
import './certificate-list.scss'
import '@/i18n/locales/attendee'

/** Every saved attendee, 50 per request (the gateway keeps at most 100 per user). */
async function fetchAllAttendees(): Promise<Attendee[]> {
  const all: Attendee[] = []
  for (;;) {
    const page = await fetchAttendees({ offset: all.length, length: ATTENDEE_REQUEST_SIZE })
    all.push(...page.list)
    if (!page.hasMore || page.list.length === 0) return all
  }
}

interface Group {
  readonly type: CertificateType
  readonly documents: readonly Attendee[]
}

/** The documents grouped by certificate type, in the gateway's order of types. */
export function groupByType(types: readonly CertificateType[], attendees: readonly Attendee[]): Group[] {
  return types.map((type) => ({ type, documents: attendees.filter((attendee) => attendee.idType === type.idType) }))
}

async function fetchGroups(): Promise<Group[]> {
  const [types, attendees] = await Promise.all([fetchCertificateTypes(), fetchAllAttendees()])
  return groupByType(types, attendees)
}

/**
 * "Documents" (spec section 2, certificates): the ID documents of the user's saved attendees,
 * grouped by certificate type, each opening its detail; every type offers to add one.
 */
export function CertificateList() {
  const t = useT()
  const { status, data, retry } = useServerData(['attendee-documents'], fetchGroups)
  const groups: readonly Group[] = data ?? []

  if (status === 'loading') return <AttendeeState kind='loading' />
  if (status === 'error') return <AttendeeState kind='error' onRetry={retry} />

  const empty = groups.every((group) => group.documents.length === 0)
  return (
    <View className='certificate-list'>
      <Text className='certificate-list__intro'>{t(empty ? 'attendee.documents.empty' : 'attendee.documents.intro')}</Text>
      {groups.map(({ type, documents }) => (
        <View key={type.idType} className={`certificate-list__group certificate-list__group--${type.idType}`}>
          <View className='certificate-list__head'>
            <Text className='certificate-list__type'>{type.idTypeName}</Text>
            <Text className='certificate-list__count'>{documents.length}</Text>
            <View
              className='certificate-list__add'
              role='button'
              onClick={() => void navigate('audienceModification', { idType: type.idType })}
            >
              {t('attendee.documents.add')}
            </View>
          </View>
          {documents.length === 0 ? (
            <Text className='certificate-list__none'>{t('attendee.documents.none')}</Text>
          ) : (
            documents.map((document) => (
              <View
                key={document.audienceId}
                className='certificate-list__item'
                role='link'
                data-id={document.audienceId}
                onClick={() => void navigate('certificatesDetail', { audienceId: document.audienceId })}
              >
                <Text className='certificate-list__number'>{document.idNoMasked}</Text>
                <Text className='certificate-list__holder'>{document.name}</Text>
                <Text className='certificate-list__region'>{document.countryRegionName}</Text>
              </View>
            ))
          )}
        </View>
      ))}
    </View>
  )
}
