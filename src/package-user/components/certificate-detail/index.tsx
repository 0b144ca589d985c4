import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { fetchAttendee, type Attendee } from '@/api/attendee'
import { Button } from '@/components/ui'
import { maskPhone } from '@/domain/masking'
import { isNotFound } from '@/http'
import { useT } from '@/i18n/use-t'
import { goBack, navigate } from '@/navigation/navigate'
import { usePageParams } from '@/navigation/use-page-params'
import { useDeleteAttendee } from '@/package-user/components/attendee-delete'
import { AttendeeNotFound, AttendeeState } from '@/package-user/components/attendee-state'
import { useServerData } from '@/components/server-data'
import './certificate-detail.scss'
import '@/i18n/locales/attendee'

/** The document, or null when it is gone (or there is no id): the page says so, even after it was shown. */
async function fetchDocument(audienceId: string): Promise<Attendee | null> {
  try {
    return await fetchAttendee(audienceId)
  } catch (failure) {
    if (!audienceId || isNotFound(failure)) return null
    throw failure
  }
}

/**
 * One document (spec section 2, certificates-detail; page parameter `audienceId`): type, number
 * (hidden until asked), country/region, holder, birth date, gender, age, phone; edit and delete.
 */
export function CertificateDetail() {
  const t = useT()
  const { audienceId = '' } = usePageParams()
  const [revealed, setRevealed] = useState(false)
  const remove = useDeleteAttendee(() => void goBack())
  const { status, data: document, retry } = useServerData(['attendee-document', audienceId], () => fetchDocument(audienceId))

  if (status === 'loading') return <AttendeeState kind='loading' />
  if (status === 'error') return <AttendeeState kind='error' onRetry={retry} />
  if (!document) return <AttendeeNotFound />

  const rows: ReadonlyArray<{ key: string; label: string; value: string }> = [
    { key: 'holder', label: t('attendee.documents.holder'), value: document.name },
    { key: 'region', label: t('attendee.form.countryRegion'), value: document.countryRegionName },
    ...(document.birthday ? [{ key: 'birth', label: t('attendee.form.birthDate'), value: document.birthday }] : []),
    ...(document.gender !== 'UNKNOWN'
      ? [{ key: 'gender', label: t('attendee.form.gender'), value: t(`attendee.form.genders.${document.gender}`) }]
      : []),
    ...(document.age !== null
      ? [{ key: 'age', label: t('attendee.documents.ageLabel'), value: t('attendee.documents.age', { age: document.age }) }]
      : []),
    ...(document.cellphone
      ? [
          {
            key: 'phone',
            label: t('attendee.form.phone'),
            value: `+${document.cellphoneAreaCode} ${maskPhone(document.cellphone)}`,
          },
        ]
      : []),
  ]

  return (
    <View className='certificate-detail'>
      <View className='certificate-detail__card'>
        <View className='certificate-detail__top'>
          <Text className='certificate-detail__type'>{document.idTypeName}</Text>
          {document.isMinor && <Text className='certificate-detail__tag'>{t('attendee.list.minor')}</Text>}
        </View>
        <View className='certificate-detail__number-row'>
          <Text className='certificate-detail__number'>
            {revealed ? (document.idNo ?? document.idNoMasked) : document.idNoMasked}
          </Text>
          <View className='certificate-detail__reveal' role='button' onClick={() => setRevealed((value) => !value)}>
            {t(revealed ? 'attendee.documents.hide' : 'attendee.documents.show')}
          </View>
        </View>
      </View>
      <View className='certificate-detail__facts'>
        {rows.map((row) => (
          <View key={row.key} className={`certificate-detail__row certificate-detail__row--${row.key}`}>
            <Text className='certificate-detail__label'>{row.label}</Text>
            <Text className='certificate-detail__value'>{row.value}</Text>
          </View>
        ))}
      </View>
      <View className='certificate-detail__actions'>
        <Button className='certificate-detail__delete' onClick={() => remove.ask(document)}>
          {t('attendee.documents.delete')}
        </Button>
        <Button
          className='certificate-detail__edit'
          type='primary'
          onClick={() => void navigate('audienceModification', { audienceId: document.audienceId })}
        >
          {t('attendee.documents.edit')}
        </Button>
      </View>
      {remove.dialog}
    </View>
  )
}
